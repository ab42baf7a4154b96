/* What the areas "collectives" (tests/test_collectives.c) and
 * "collectives_nodes" (tests/test_collectives_nodes.c) share: the inputs
 * and the one driver of a collective's call, checked against the oracle
 * (tests/reference.h), defined in test_collectives.c; and the fake nodes'
 * side of a call across nodes, defined in test_collectives_nodes.c. */
#ifndef VKAR_TEST_COLLECTIVES_H
#define VKAR_TEST_COLLECTIVES_H

#include "fixture.h"

/* ---- Reduction ops and data types (test_collectives.c) ------------------- */

extern const VkarDataType k_types[3];        /* F32, I32, U32 */
extern const char* const k_type_names[5];    /* VkarDataType's name */
extern const char* const k_op_names[5];      /* VkarReduceOp's name */
uint32_t op_input(uint64_t* state, VkarDataType type);

/* ---- One call of any collective (test_collectives.c) --------------------- */

extern const char* const k_collective_names[5];                                 /* by RefCollective */
extern VkResult (*const k_collective_calls[5])(VkarComm, const VkarCollectiveInfo*); /* by RefCollective */

/* One call, as the tables of cases name it; zero-initialised: an F32 SUM
 * all-reduce on the F32 wire, submitted, out of place. */
typedef struct CollectiveCase {
    RefCollective collective;
    VkarDataType type;
    VkarReduceOp op;
    VkarWire wire;           /* reductions of F32 buffers: F32 (0), F16 or BF16 */
    VkarAlgorithm algorithm; /* the submit API's all-reduce */
    uint64_t count;
    uint32_t root;
    uint32_t zeroed; /* pZero: bit k takes rank k's input as zeros (not across nodes) */
    int recorded;
    int inPlace;
} CollectiveCase;

/* Elements each rank's buffer must hold for c over `ranks` global ranks. */
uint64_t case_region(const CollectiveCase* c, uint32_t ranks);

struct OpNodes;
/* One call of c on f's ranks, alone or (n) as one node among others,
 * every element of every rank's region compared with what the oracle says
 * it holds; 0 when all match. */
int collective_case(Fixture* f, const CollectiveCase* c, struct OpNodes* n, uint64_t seed);

/* ---- Across nodes (test_collectives_nodes.c) ----------------------------- */

uint32_t nodes_first_rank(const struct OpNodes* n);
uint32_t nodes_all_ranks(const struct OpNodes* n);
/* Output element e of local rank k of c across the nodes, from the node's
 * inputs `in`, or -1 where the call leaves it. */
int64_t nodes_expected(const CollectiveCase* c, uint32_t* const* in, const struct OpNodes* n, uint32_t k,
                       uint64_t e);
/* What the fake other nodes contribute follows the call in progress. */
void nodes_call(struct OpNodes* n, const CollectiveCase* c);

#endif
