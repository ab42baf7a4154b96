/* The suite's areas: one file each (tests/test_NAME.c), each ending with
 * its table of tests, listed in tests/areas.def; tests/test_main.c runs the
 * tables. */
#ifndef VKAR_TEST_SUITE_H
#define VKAR_TEST_SUITE_H

/* What a test is, which each pass of the suite selects by
 * (VKAR_TEST_EXCLUDE and VKAR_TEST_ONLY, tests/test_main.c), never by
 * name. TEST_TAGS lists them once: X(NAME) makes the bit TAG_NAME, and
 * NAME is what the variables and --list say. */
#define TEST_TAGS(X)                                                                                                   \
    X(SWEEP)     /* repeats shorter tests' paths over many sizes or rounds: a minute a pass */                        \
    X(FAULTS)    /* injects a failure at every step of a path in turn */                                              \
    X(CPU)       /* measures the bridge thread's CPU use, which sanitizers and valgrind blur */                       \
    X(TIMING)    /* depends on how long rounds take on the wall clock */                                              \
    X(PLACEMENT) /* which CPUs the library's threads run on */                                                        \
    X(BITS)      /* the GPUs' arithmetic or a driver choice: host paths other tests take */                           \
    X(MATRIX)    /* every op and type: host paths once, then the same arithmetic many times */                        \
    X(HOST)      /* creation and values only: no round is released */                                                 \
    X(SERIAL)    /* runs no thread that other tests do not run the same way (ThreadSanitizer leaves it out) */         \
    X(PROCESSES) /* ranks in several processes: the host bridge in every sync mode and release */                     \
    X(CHILDREN)  /* starts this binary again as child processes */                                                    \
    X(NODES)     /* across nodes through a transport faking the other nodes */                                        \
    X(LEAKS)     /* leaks by design: runs only when asked for by tag or name */                                    \
    X(FAKE)      /* on the fake driver (tests/fake_driver.c): no round runs, milliseconds; every pass runs it */

enum {
#define TEST_TAG_INDEX(name) TAG_INDEX_##name,
    TEST_TAGS(TEST_TAG_INDEX)
#undef TEST_TAG_INDEX
    TAG_COUNT
};
#define TEST_TAG_BIT(name) TAG_##name = 1u << TAG_INDEX_##name,
enum { TEST_TAGS(TEST_TAG_BIT) TAG_NONE = 0 };
#undef TEST_TAG_BIT

/* A table's last entry is { NULL, NULL, 0 }. */
typedef struct TestCase {
    const char* name;
    int (*fn)(void); /* 0: passed */
    unsigned tags;   /* TAG_SWEEP | ...: what the test is */
} TestCase;

/* Each area's table, test_area_NAME, from the list in tests/areas.def. */
#define AREA(name, about) extern const TestCase test_area_##name[];
#include "areas.def"
#undef AREA

#ifndef _WIN32
/* A child process of the area "processes": argv is this binary's
 * `--process SCENARIO ID INDEX`. */
int process_child(char** argv);
#endif

#endif
