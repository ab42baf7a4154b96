/* The suite's areas: one file each (tests/test_*.c), each ending with its
 * table of tests; tests/test_main.c runs the tables. */
#ifndef VKAR_TEST_SUITE_H
#define VKAR_TEST_SUITE_H

/* A table's last entry is { NULL, NULL }. */
typedef struct TestCase {
    const char* name;
    int (*fn)(void); /* 0: passed */
} TestCase;

extern const TestCase test_area_sums[];
extern const TestCase test_area_rounds[];
extern const TestCase test_area_two_shot[];
extern const TestCase test_area_transport[];
extern const TestCase test_area_caller_sync[];
extern const TestCase test_area_config[];
extern const TestCase test_area_failures[];
extern const TestCase test_area_record[];
extern const TestCase test_area_reuse[];
extern const TestCase test_area_threads[];
extern const TestCase test_area_bad_input[];
extern const TestCase test_area_errors[];
extern const TestCase test_area_sync_fd[];
extern const TestCase test_area_late_signals[];
extern const TestCase test_area_idle[];
extern const TestCase test_area_stuck[];
extern const TestCase test_area_processes[];

#ifndef _WIN32
/* A child process of the area "processes": argv is this binary's
 * `--process SCENARIO ID INDEX`. */
int process_child(char** argv);
#endif

#endif
