/* The correctness suite, on lavapipe with the validation layer: its entry
 * point. The tests live in one file per area (tests/test_NAME.c), each
 * ending with its table of tests; main runs the tables in the order of
 * tests/areas.def, the one list of the areas.
 *
 *   test_allreduce                       every test but those left out below
 *   test_allreduce FILTER                the tests whose names contain FILTER
 *   test_allreduce --area NAME [FILTER]  only area NAME's tests (an unknown
 *                                        NAME: an error listing the areas)
 *   test_allreduce --list                the areas, their tests' names and tags
 *                                        (those the variables below select)
 *   test_allreduce --from NAME           the test named NAME exactly and every
 *                                        later one (tests/run.sh resumes a
 *                                        pass so after a crash in the layer)
 *   test_allreduce --crash               a segmentation fault in a test, for
 *                                        tests/run.sh to check the report
 *
 * Each test declares what it is (tags, tests/suite.h), and each pass of
 * the suite selects by them, never by name: VKAR_TEST_EXCLUDE="SWEEP,CPU"
 * leaves out the tests that carry any of those tags, VKAR_TEST_ONLY="NODES"
 * runs only those that carry one of these; an unknown tag is an error, so
 * that a typo cannot quietly change what a pass runs. Tests tagged LEAKS
 * run only when VKAR_TEST_ONLY or FILTER asks for them (tests/run.sh runs
 * them apart from leak checkers). The tests use the Vulkan driver the
 * loader finds: make test-area AREA=NAME builds the suite and runs one
 * area on lavapipe, as make test does (VK_DRIVER_FILES and
 * VK_ICD_FILENAMES set to its ICD); the area "fake" runs on a fake
 * driver instead (tests/fake_driver.c), whatever the loader finds. The area
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

static const char* const k_tag_names[TAG_COUNT] = {
#define TEST_TAG_NAME(name) #name,
    TEST_TAGS(TEST_TAG_NAME)
#undef TEST_TAG_NAME
};

/* The tags named in `variable` ("A,B"), or -1 with an error where one is
 * not a tag. */
static long tags_from(const char* variable)
{
    const char* list = getenv(variable);
    long tags = 0;
    while (list && *list) {
        const size_t length = strcspn(list, ",");
        size_t t;
        for (t = 0; t < TAG_COUNT && (strlen(k_tag_names[t]) != length || strncmp(k_tag_names[t], list, length)); ++t)
            ;
        if (t == TAG_COUNT) {
            fprintf(stderr, "%s: '%.*s' is not a tag; the tags:", variable, (int)length, list);
            for (t = 0; t < TAG_COUNT; ++t)
                fprintf(stderr, " %s", k_tag_names[t]);
            fprintf(stderr, "\n");
            return -1;
        }
        tags |= 1l << t;
        list += length + (list[length] == ',');
    }
    return tags;
}

static void print_tags(unsigned tags)
{
    size_t t;
    const char* separator = " [";
    for (t = 0; t < TAG_COUNT; ++t)
        if (tags & (1u << t)) {
            printf("%s%s", separator, k_tag_names[t]);
            separator = ",";
        }
    printf("%s\n", tags ? "]" : "");
}

/* Whether test t runs: its name contains FILTER where there is one; it
 * carries none of the excluded tags and, where some are wanted, one of
 * them; LEAKS only where asked for. */
static int selected(const TestCase* t, const char* filter, unsigned excluded, unsigned wanted)
{
    if (filter && !strstr(t->name, filter))
        return 0;
    if (t->tags & excluded)
        return 0;
    if (wanted)
        return (t->tags & wanted) != 0;
    return !(t->tags & TAG_LEAKS) || filter;
}

/* The areas, and the tests a run with the same variables would run. */
static void list_areas(unsigned excluded, unsigned wanted)
{
    const TestCase* t;
    size_t a;
    for (a = 0; a < AREA_COUNT; ++a) {
        printf("%s: %s\n", k_areas[a].name, k_areas[a].about);
        for (t = k_areas[a].tests; t->name; ++t) {
            if (!selected(t, NULL, excluded, wanted) && !(t->tags & TAG_LEAKS))
                continue;
            printf("    %s", t->name);
            print_tags(t->tags);
        }
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
    const long excluded = tags_from("VKAR_TEST_EXCLUDE"), wanted = tags_from("VKAR_TEST_ONLY");
    size_t a, first = 0, end = AREA_COUNT;
    const char* from = NULL;
    const TestCase* t;
    /* A line at a time: a crash (a sanitizer's abort) keeps what the
     * running test printed, its failed checks first. */
    setvbuf(stdout, NULL, _IOLBF, BUFSIZ);
#ifndef _WIN32
    if (argc == 5 && strcmp(argv[1], "--process") == 0)
        return process_child(argv);
#endif
    if (excluded < 0 || wanted < 0)
        return 2;
    if (only && strcmp(only, "--crash") == 0)
        return harness_crash_on_purpose();
    if (only && strcmp(only, "--list") == 0) {
        list_areas((unsigned)excluded, (unsigned)wanted);
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
    if (only && strcmp(only, "--from") == 0) {
        from = argc > 2 ? argv[2] : "";
        only = NULL;
    }
    if (harness_init()) {
        printf("FAIL harness setup\n");
        return 1;
    }
    for (a = first; a < end; ++a)
        for (t = k_areas[a].tests; t->name; ++t) {
            if (from && strcmp(t->name, from) != 0)
                continue;
            from = NULL;
            if (selected(t, only, (unsigned)excluded, (unsigned)wanted))
                run_test(t->name, t->fn);
        }
    harness_shutdown();
    if (from) {
        printf("FAIL --from: no test is named '%s'\n", from);
        return 2;
    }
    return harness_failed() != 0;
}
