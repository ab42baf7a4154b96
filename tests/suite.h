/* The suite's areas: one file each (tests/test_NAME.c), each ending with
 * its table of tests, listed in tests/areas.def; tests/test_main.c runs the
 * tables. */
#ifndef VKAR_TEST_SUITE_H
#define VKAR_TEST_SUITE_H

/* A table's last entry is { NULL, NULL }. */
typedef struct TestCase {
    const char* name;
    int (*fn)(void); /* 0: passed */
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
