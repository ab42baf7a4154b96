/* The correctness suite, on lavapipe with the validation layer: its entry
 * point. The tests live in one file per area (tests/test_NAME.c), each
 * ending with its table of tests; main runs the tables in the order of
 * tests/areas.def, the one list of the areas.
 *
 *   test_allreduce                       every test but those left out below
 *   test_allreduce FILTER                the tests whose names contain FILTER
 *   test_allreduce --area NAME [FILTER]  only area NAME's tests (an unknown
 *                                        NAME: an error listing the areas)
 *   test_allreduce --list                the areas and their tests' names
 *
 * A test whose name starts with "leaks by design" runs only when FILTER
 * matches it (tests/run.sh runs it apart from leak checkers). Without a
 * FILTER, VKAR_TEST_SKIP="A|B" leaves out the tests whose names contain A
 * or B. The tests use the Vulkan driver the loader finds: make test-area
 * AREA=NAME builds the suite and runs one area on lavapipe, as make test
 * does (VK_DRIVER_FILES and VK_ICD_FILENAMES set to its ICD). The area
 * "processes" starts this binary again as `--process SCENARIO ID INDEX`. */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"
#include "suite.h"

#include <string.h>

static const struct {
    const char* name;
    const char* about;
    const TestCase* tests;
} k_areas[] = {
#define AREA(name, about) { #name, about, test_area_##name },
#include "areas.def"
#undef AREA
};
#define AREA_COUNT (sizeof k_areas / sizeof *k_areas)

/* VKAR_TEST_SKIP="A|B": leave out the tests whose names contain A or B
 * (make test-valgrind leaves out the ones that time CPU use). */
static int skipped(const char* name)
{
    const char* list = getenv("VKAR_TEST_SKIP");
    while (list && *list) {
        const char* end = strchr(list, '|');
        size_t length = end ? (size_t)(end - list) : strlen(list);
        const char* at;
        for (at = name; length && *at; ++at)
            if (strncmp(at, list, length) == 0)
                return 1;
        list = end ? end + 1 : NULL;
    }
    return 0;
}

static void list_areas(void)
{
    const TestCase* t;
    size_t a;
    for (a = 0; a < AREA_COUNT; ++a) {
        printf("%s: %s\n", k_areas[a].name, k_areas[a].about);
        for (t = k_areas[a].tests; t->name; ++t)
            printf("    %s\n", t->name);
    }
}

/* The index of the area called `name`, or AREA_COUNT. */
static size_t find_area(const char* name)
{
    size_t a;
    for (a = 0; a < AREA_COUNT && strcmp(k_areas[a].name, name) != 0; ++a)
        ;
    return a;
}

int main(int argc, char** argv)
{
    const char* only = argc > 1 ? argv[1] : NULL;
    size_t a, first = 0, end = AREA_COUNT;
    const TestCase* t;
    /* A line at a time: a crash (a sanitizer's abort) keeps what the
     * running test printed, its failed checks first. */
    setvbuf(stdout, NULL, _IOLBF, BUFSIZ);
#ifndef _WIN32
    if (argc == 5 && strcmp(argv[1], "--process") == 0)
        return process_child(argv);
#endif
    if (only && strcmp(only, "--list") == 0) {
        list_areas();
        return 0;
    }
    if (only && strcmp(only, "--area") == 0) {
        first = argc > 2 ? find_area(argv[2]) : AREA_COUNT;
        if (first == AREA_COUNT) {
            fprintf(stderr, "unknown area '%s'; the areas:", argc > 2 ? argv[2] : "");
            for (a = 0; a < AREA_COUNT; ++a)
                fprintf(stderr, " %s", k_areas[a].name);
            fprintf(stderr, "\n");
            return 2;
        }
        end = first + 1;
        only = argc > 3 ? argv[3] : NULL;
    }
    if (harness_init()) {
        printf("FAIL harness setup\n");
        return 1;
    }
    /* Tests that leak by design run only when asked for by name. */
    for (a = first; a < end; ++a)
        for (t = k_areas[a].tests; t->name; ++t)
            if (only ? strstr(t->name, only) != NULL
                     : strncmp(t->name, "leaks by design", 15) != 0 && !skipped(t->name))
                run_test(t->name, t->fn);
    harness_shutdown();
    return harness_failed() != 0;
}
