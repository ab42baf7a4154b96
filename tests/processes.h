/* What the area "processes" (tests/test_processes.c) and its point to
 * point (tests/processes_p2p.c) share: how the global ranks lie over the
 * processes, the inputs every process makes for every global rank and the
 * wait for a call's end, defined in test_processes.c; and the point to
 * point part of the "bits" scenario, defined in processes_p2p.c. Linux
 * only, as the area's scenarios are. */
#ifndef VKAR_TEST_PROCESSES_H
#define VKAR_TEST_PROCESSES_H

#include "fixture.h"

/* Process i holds rankCounts[i] ranks, its rank k being global rank
 * globalRanks[i][k]. */
typedef struct Layout {
    uint32_t processes;
    uint32_t globalRankCount;
    uint32_t rankCounts[3];
    uint32_t globalRanks[3][3];
} Layout;

/* Global rank g's input element e for call `seed`, the same in every process. */
uint32_t process_input(uint32_t seed, uint32_t g, uint64_t e);
/* Waits, polling, for every rank's timeline to reach f->value; 0 once they have. */
int poll_timelines(Fixture* f);

/* Process `index`'s part of a send/recv group and an all-to-all over every
 * global rank of l, on f's ranks; 0 when every received word is its
 * sender's. */
int process_p2p(Fixture* f, const Layout* l, uint32_t index);

#endif
