/* Area "harness": the suite's own runner. A failed CHECK releases what the
 * test holds (harness.h), so that one failure does not leave a
 * communicator, its bridge thread or a round waiting on a gate to the tests
 * after it. */
#define _POSIX_C_SOURCE 200809L
#include "fixture.h"
#include "suite.h"

#ifdef __linux__
#include <dirent.h>
#endif

#ifdef __linux__
/* The process's threads, a communicator's bridge thread among them. */
static int thread_count(void)
{
    DIR* tasks = opendir("/proc/self/task");
    struct dirent* entry;
    int count = 0;
    if (!tasks)
        return -1;
    while ((entry = readdir(tasks)) != NULL)
        count += entry->d_name[0] != '.';
    closedir(tasks);
    return count;
}
#endif

/* A fixture of two ranks and their gates, with a round in flight that
 * waits on rank 1's gate. */
static int gated_round(Fixture* f, Gates* gates)
{
    CHECK(fixture_open(f, 2, 4096) == 0);
    gates_open(gates, 2);
    CHECK(submit_with_stuck_rank(f, gates, 1) == 0);
    return 0;
}

/* A test body that fails while it holds a gated round's fixture and gates;
 * *pReached says the failure was the one meant. */
static int fails_holding(Fixture* f, Gates* gates, int threadsBefore, int* pReached)
{
    CHECK(gated_round(f, gates) == 0);
    CHECK(harness_held() == 2);
#ifdef __linux__
    CHECK(thread_count() > threadsBefore); /* the bridge thread runs */
#else
    (void)threadsBefore;
#endif
    printf("    the next check fails on purpose:\n");
    *pReached = 1;
    CHECK(f->comm == VK_NULL_HANDLE);
    return 0;
}

/* After the failed check nothing is held, the fixture and the gates are
 * closed (zeroed), the threads are those from before it (the
 * communicator's has ended), and the next fixture sums exactly: the round
 * that waited on the gate has finished. The same round run to its end
 * first starts whatever threads the driver starts for it. */
static int test_failed_check_releases(void)
{
    Fixture f, next;
    Gates gates;
    int threads = -1, reached = 0;
    CHECK(harness_held() == 0);
    CHECK(gated_round(&next, &gates) == 0);
    gates_open_all(&gates);
    CHECK(fixture_finish(&next) == 0);
    gates_close(&gates);
    fixture_close(&next);
    CHECK(harness_held() == 0);
#ifdef __linux__
    threads = thread_count();
    CHECK(threads > 0);
#endif
    CHECK(fails_holding(&f, &gates, threads, &reached) == 1 && reached);
    CHECK(harness_held() == 0);
    CHECK(f.comm == VK_NULL_HANDLE && f.ranks == 0 && f.buf[0].buffer == VK_NULL_HANDLE);
    CHECK(gates.ranks == 0 && gates.sem[1] == VK_NULL_HANDLE);
#ifdef __linux__
    CHECK(thread_count() == threads);
#endif
    CHECK(fixture_open(&next, 2, 4096) == 0);
    CHECK(still_usable(&next) == 0);
    fixture_close(&next);
    return 0;
}

const TestCase test_area_harness[] = {
    { "a failed check releases the test's fixture and gates: no communicator or round outlives it",
      test_failed_check_releases, 0 },
    { NULL, NULL, 0 },
};
