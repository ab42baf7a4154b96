# vk_allreduce: `make deps` installs the Debian packages, `make demo` runs the
# example, `make info` reports what the library sees and would choose here
# (build/vkar_info), `make test` runs the suite, `make test-area AREA=NAME` runs one
# area of it (`build/test_allreduce --list` names the areas and their tests),
# `make test-syncfd` runs it in sync_fd mode in a Debian trixie root,
# `make test-packaging` builds consumers of the CMake package and of
# vk_allreduce.pc, `make test-mpi` sums across processes through
# vk_allreduce_mpi.h (Open MPI over TCP), `make test-windows` cross-compiles
# for Windows and runs it under Wine, `make test-asan`, `make test-tsan` and
# `make test-valgrind` run it under AddressSanitizer + UndefinedBehavior-
# Sanitizer, ThreadSanitizer and valgrind's leak check, `make soak` runs
# 100,000 random rounds, `make fuzz` fuzzes the caller's input, `make bench`
# runs a short benchmark sweep on lavapipe, `make plot` draws a results
# folder, `make spirv` re-embeds the kernels.

CC ?= cc
CXX ?= c++
WARN = -Wall -Wextra -Wpedantic -Wshadow -Werror
CFLAGS ?= -O2 -g
BUILD = build
LIBS = -lvulkan -lpthread -ldl
DEPS = libvulkan-dev mesa-vulkan-drivers vulkan-validationlayers glslc gcc g++ make python3-jsonschema
LAVAPIPE_ICD = $(firstword $(wildcard /usr/share/vulkan/icd.d/lvp_icd*.json))
TRIXIE_ROOT = $(BUILD)/trixie
DEMO_ARGS ?=
BENCH_ARGS ?= --driver lavapipe -g 2 -b 8 -e 1M -f 8 -n 3 -w 1
EPILOGUE_BENCH_ARGS ?= --epilogue --driver lavapipe -g 2 -b 4K -e 64K -f 4 -n 2 -w 1

.PHONY: all deps demo info test test-area test-syncfd test-syncfd-sanitizers test-packaging test-mpi test-windows test-asan test-tsan test-valgrind soak fuzz bench plot spirv clean

all: $(BUILD)/test_allreduce $(BUILD)/minimal $(BUILD)/hello_allreduce $(BUILD)/tensor_parallel_mlp $(BUILD)/process_allreduce \
	$(BUILD)/token_sync $(BUILD)/layer_split $(BUILD)/anon_only_shim.so $(BUILD)/vkar_info $(BUILD)/comm_properties

# $(call apt_install,PACKAGE...): a recipe line that installs those of the
# Debian packages that are missing, through sudo when not root. A package
# counts as present when dpkg has it or a command of its name is on the
# PATH, so that a cmake or clang from elsewhere will do. Its messages go to
# stderr, so that a target's stdout stays its program's (make info's JSON).
apt_install = @missing=$$(for p in $(1); do \
		dpkg -s $$p >/dev/null 2>&1 || command -v $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "installing:" $$missing; \
		sudo=$$([ "$$(id -u)" = 0 ] || echo sudo); \
		$$sudo apt-get update && $$sudo apt-get install -y --no-install-recommends $$missing; \
	fi >&2

deps:
	$(call apt_install,$(DEPS))

$(BUILD):
	mkdir -p $(BUILD)

# The suite's sources: tests/suite.list, then tests/test_NAME.c for each
# AREA(NAME, ...) line of tests/areas.def; CMakeLists.txt and
# tests/mingw_cross.sh read them so too.
SUITE_SRC = $(shell cat tests/suite.list; sed -n 's|^AREA.\([a-z0-9_]*\),.*|tests/test_\1.c|p' tests/areas.def)
$(BUILD)/test_allreduce: tests/suite.list tests/areas.def $(SUITE_SRC) tests/harness.h tests/reference.h tests/fixture.h tests/collectives.h tests/processes.h tests/anon_only.h tests/suite.h vk_allreduce.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -rdynamic -o $@ $(SUITE_SRC) $(LIBS)

# amdgpu's userptr rule for programs that use the system loader, as an
# LD_PRELOAD shim (tests/run.sh runs process_allreduce under it). Without
# CFLAGS: preloaded beside the sanitizers' runtimes, it must not need them.
$(BUILD)/anon_only_shim.so: tests/anon_only_shim.c tests/anon_only.h | $(BUILD)
	$(CC) -std=c99 $(WARN) -O2 -shared -fPIC -o $@ tests/anon_only_shim.c -ldl

$(BUILD)/soak: tests/soak.c tests/harness.c tests/harness.h tests/reference.c tests/reference.h vk_allreduce.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -o $@ tests/soak.c tests/harness.c tests/reference.c $(LIBS)

# The report a user pastes into a bug report (docs/vkar_info.md), and what
# tests/info_check.py compares its choices with.
$(BUILD)/vkar_info: tools/vkar_info.c examples/common.h vk_allreduce.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -o $@ tools/vkar_info.c $(LIBS)

$(BUILD)/comm_properties: tests/comm_properties.c examples/common.h vk_allreduce.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -o $@ tests/comm_properties.c $(LIBS)

# The example a newcomer copies: stands alone, without common.h.
$(BUILD)/minimal: examples/minimal.c vk_allreduce.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -I. -o $@ examples/minimal.c $(LIBS)

$(BUILD)/hello_allreduce: examples/hello_allreduce.c examples/common.h vk_allreduce.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -I. -o $@ examples/hello_allreduce.c $(LIBS)

$(BUILD)/tensor_parallel_mlp: examples/tensor_parallel_mlp.c examples/common.h examples/mlp_spirv.h vk_allreduce.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -I. -o $@ examples/tensor_parallel_mlp.c $(LIBS)

$(BUILD)/token_sync: examples/token_sync.c examples/common.h vk_allreduce.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -I. -o $@ examples/token_sync.c $(LIBS)

$(BUILD)/layer_split: examples/layer_split.c examples/common.h examples/mlp_spirv.h vk_allreduce.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -I. -o $@ examples/layer_split.c $(LIBS)

$(BUILD)/process_allreduce: examples/process_allreduce.c examples/common.h vk_allreduce.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -I. -o $@ examples/process_allreduce.c $(LIBS)

# The bench's sources: bench/vkar_perf.list, which CMakeLists.txt and
# tests/mingw_cross.sh read too.
BENCH_SRC = $(shell cat bench/vkar_perf.list)
$(BUILD)/vkar_perf: bench/vkar_perf.list $(BENCH_SRC) bench/perf.h bench/epilogue_spirv.h tests/reference.h examples/common.h vk_allreduce.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -o $@ $(BENCH_SRC) $(LIBS) -lm

$(BUILD)/sync_probe: bench/sync_probe.c examples/common.h vk_allreduce.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -o $@ bench/sync_probe.c $(LIBS)

$(BUILD)/release_probe: bench/release_probe.c $(BUILD)/flag_poll.inc examples/common.h vk_allreduce.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -I$(BUILD) -o $@ bench/release_probe.c $(LIBS)

# The probe's own kernel, as the words of a C array (not the library's: those
# live in the header, written by spirv_embed).
$(BUILD)/flag_poll.inc: bench/flag_poll.comp | $(BUILD)
	glslc --target-env=vulkan1.1 -O -o $(BUILD)/flag_poll.spv bench/flag_poll.comp
	od --endian=little -An -v -tx4 -w32 $(BUILD)/flag_poll.spv | \
	    awk '{ line = "   "; for (i = 1; i <= NF; ++i) line = line " 0x" $$i ","; print line }' > $@

# The example across Vulkan GPUs, or across lavapipe devices where none is present.
demo: deps $(BUILD)/hello_allreduce
	$(BUILD)/hello_allreduce $(DEMO_ARGS)

test: deps all
	sh tests/run.sh $(BUILD)

# What the library sees on this machine, would choose, and measures:
# make info INFO_ARGS=--json > report.json. Only the report goes to stdout:
# the build's commands go to stderr and the report's own command is not
# echoed, so that the file is valid JSON.
INFO_ARGS ?=
info: deps
	@$(MAKE) --no-print-directory -q $(BUILD)/vkar_info || $(MAKE) --no-print-directory $(BUILD)/vkar_info >&2
	@$(BUILD)/vkar_info $(INFO_ARGS)

# One area of the suite (tests/test_AREA.c) on lavapipe, as tests/run.sh
# runs the whole: make test-area AREA=record.
test-area: deps $(BUILD)/test_allreduce
	@test -n "$(AREA)" || { echo "make test-area AREA=NAME, NAME one of:"; $(BUILD)/test_allreduce --list | grep -v '^ '; exit 2; }
	@test -n "$(LAVAPIPE_ICD)" || { echo "lavapipe is not installed (Debian: mesa-vulkan-drivers)"; exit 1; }
	VK_DRIVER_FILES=$(LAVAPIPE_ICD) VK_ICD_FILENAMES=$(LAVAPIPE_ICD) $(BUILD)/test_allreduce --area $(AREA)

# The CMake package (add_subdirectory, find_package after an install) and
# vk_allreduce.pc, each used by a consumer that runs on lavapipe.
test-packaging: deps
	$(call apt_install,cmake pkg-config)
	sh tests/packaging.sh

# Across processes through vk_allreduce_mpi.h: Open MPI forced over TCP,
# each process a node of two lavapipe ranks (tests/mpi.sh).
test-mpi: deps
	$(call apt_install,openmpi-bin libopenmpi-dev)
	sh tests/mpi.sh $(BUILD)

# The Windows build: the header, suite, soak, examples and bench cross-
# compiled with MinGW-w64 and run under Wine on lavapipe; see
# tests/mingw_cross.sh for what Wine cannot test.
test-windows: deps
	$(call apt_install,gcc-mingw-w64-x86-64 wine64 xvfb xauth)
	sh tests/mingw_cross.sh $(BUILD)

# The suite with VKAR_SYNC=sync_fd against Mesa 25's SYNC_FD (lavapipe in a
# debootstrapped Debian trixie root, /dev/udmabuf faked by a test-only shim).
# Root and, the first time, the network; see tests/sync_fd_chroot.sh.
test-syncfd:
	VKAR_TRIXIE_ROOT=$(TRIXIE_ROOT) sh tests/sync_fd_chroot.sh

# The areas sync_fd and late_signals there again, under ASan with UBSan,
# then under TSan (the root make test-syncfd made, or a new one).
test-syncfd-sanitizers:
	VKAR_TRIXIE_ROOT=$(TRIXIE_ROOT) VKAR_SANITIZE=address sh tests/sync_fd_chroot.sh
	VKAR_TRIXIE_ROOT=$(TRIXIE_ROOT) VKAR_SANITIZE=thread sh tests/sync_fd_chroot.sh

# The whole of `make test` (header checks, examples, suite) built with the
# sanitizers, each in a build folder of its own. Leaks and races inside the
# driver and the validation layer are suppressed by module (tests/*.supp);
# any in the library or the tests fails the run.
ASAN_FLAGS = -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
TSAN_FLAGS = -O1 -g -fsanitize=thread -fno-omit-frame-pointer
# The driver stays loaded (preloaded after ASan's runtime, which must come
# first) so that its own leaks keep a module name to be suppressed by.
LAVAPIPE_LIB = $(shell sed -n 's/.*"library_path": *"\([^"]*\)".*/\1/p' $(LAVAPIPE_ICD))
# One pass of the suite each (the default release; make test runs both),
# leaving out by tag (tests/suite.h) the tests that time the library's CPU
# use or the wall clock, which the sanitizers' own threads and slowdown
# blur (CPU, TIMING), CPU placement (which CPUs threads run on, no memory of
# its own), the long sweeps (the paths of the shorter tests, repeated; ASan
# cannot see the GPUs' writes, the guard words can, in make test) and the
# tests of the GPUs' bits and drivers' choices (host paths the shorter
# tests take). TSan, five to fifteen times slower, also leaves out the
# fault sweeps ASan runs, every op and type, creation and values, and the
# tests that start no thread other tests do not start the same way. Both
# run the area fake (tag FAKE: misuse and a fault at every Vulkan call on
# the fake driver, tests/fake_driver.c, in about a second).
# Both without the validation layer (VKAR_TEST_VALIDATION=0): every test
# they run, make test runs under the layer, where it is several times
# faster; its leaks and races are suppressed by module here anyway; and
# Debian 12's layer stalls 10 s at a time when a wait meets the bridge's
# host signal (docs/testing.md): 58 times in the ASan pass of a fresh
# clone of cc36922 (580 of its 896 s), 20 times in its TSan pass.
ASAN_EXCLUDE = SWEEP,CPU,TIMING,PLACEMENT,BITS
TSAN_EXCLUDE = $(ASAN_EXCLUDE),FAULTS,MATRIX,HOST,SERIAL
test-asan: deps
	$(MAKE) all BUILD=$(BUILD)/asan CFLAGS="$(ASAN_FLAGS)"
	VKAR_TEST_PRELOAD="$$($(CC) -print-file-name=libasan.so) $(LAVAPIPE_LIB)" \
		LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp UBSAN_OPTIONS=print_stacktrace=1 ASAN_OPTIONS=print_legend=0 \
		VKAR_TEST_VALIDATION=0 VKAR_TEST_RELEASES=default VKAR_TEST_EXCLUDE=$(ASAN_EXCLUDE) sh tests/run.sh $(BUILD)/asan
test-tsan: deps
	$(MAKE) all BUILD=$(BUILD)/tsan CFLAGS="$(TSAN_FLAGS)"
	TSAN_OPTIONS="suppressions=$(CURDIR)/tests/tsan.supp halt_on_error=1 second_deadlock_stack=1" \
		VKAR_TEST_VALIDATION=0 VKAR_TEST_RELEASES=default VKAR_TEST_EXCLUDE=$(TSAN_EXCLUDE) sh tests/run.sh $(BUILD)/tsan

# The suite under valgrind's memcheck: no definite or indirect leak (the
# validation layer is left out, see tests/harness.c). Left out by tag: the
# tests that time CPU use or the wall clock (valgrind runs every thread
# some fifty times slower), the long and fault sweeps and the GPUs' bits
# (the host paths the shorter tests take, five to ten minutes each under
# valgrind; make test-asan runs the fault sweeps with LeakSanitizer), and
# the tests that start child processes (under valgrind /proc/self/exe is
# valgrind itself). About ten minutes.
VALGRIND_EXCLUDE = CPU,TIMING,SWEEP,FAULTS,BITS,CHILDREN
test-valgrind: deps all
	$(call apt_install,valgrind)
	VK_DRIVER_FILES=$(LAVAPIPE_ICD) VK_ICD_FILENAMES=$(LAVAPIPE_ICD) VKAR_TEST_VALIDATION=0 \
		VKAR_TEST_EXCLUDE=$(VALGRIND_EXCLUDE) \
		valgrind --leak-check=full --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect \
		--undef-value-errors=no --suppressions=tests/valgrind.supp --error-exitcode=1 $(BUILD)/test_allreduce

# SOAK_ROUNDS rounds of random sizes, wires and pZero on 4 lavapipe devices:
# 0 wrong elements and flat resident memory (without the validation layer,
# whose own state grows with every submission); then the suite's long
# sweeps (tag SWEEP: every count to 1000 with guard words, 500 rounds),
# which make test leaves to the soak, with the layer on.
SOAK_ROUNDS ?= 100000
soak: deps $(BUILD)/soak $(BUILD)/test_allreduce
	VK_DRIVER_FILES=$(LAVAPIPE_ICD) VK_ICD_FILENAMES=$(LAVAPIPE_ICD) VKAR_TEST_VALIDATION=0 \
		$(BUILD)/soak $(SOAK_ROUNDS)
	VK_DRIVER_FILES=$(LAVAPIPE_ICD) VK_ICD_FILENAMES=$(LAVAPIPE_ICD) VKAR_TEST_EXCLUDE= VKAR_TEST_ONLY=SWEEP \
		$(BUILD)/test_allreduce

# libFuzzer over everything the library reads from its caller, against a
# fake driver (tests/fake_driver.c, which the suite's area "fake" uses too);
# needs clang. FUZZ_ARGS: libFuzzer's.
# What it finds (crash-*, leak-*, timeout-*, oom-*, slow-unit-*) goes to
# $(BUILD)/fuzz_artifacts/, not the working tree.
FUZZ_ARGS ?= -runs=10000000
$(BUILD)/fuzz_allreduce: fuzz/fuzz_allreduce.c tests/fake_driver.c tests/fake_driver.h vk_allreduce.h | $(BUILD)
	$(call apt_install,clang)
	clang -std=c99 $(WARN) -g -O1 -DVK_NO_PROTOTYPES -fsanitize=fuzzer,address,undefined \
		-fno-sanitize-recover=undefined -o $@ fuzz/fuzz_allreduce.c tests/fake_driver.c -lpthread
fuzz: $(BUILD)/fuzz_allreduce
	mkdir -p $(BUILD)/fuzz_corpus $(BUILD)/fuzz_artifacts
	$(BUILD)/fuzz_allreduce $(FUZZ_ARGS) -print_final_stats=1 -artifact_prefix=$(BUILD)/fuzz_artifacts/ \
		$(BUILD)/fuzz_corpus fuzz/seeds

# A short all_reduce_perf sweep on lavapipe (CI: fails when any #wrong is
# not 0, as vkar_perf then exits non-zero). BENCH_ARGS overrides the sweep;
# EPILOGUE_BENCH_ARGS the fused epilogue's run after it (its out and h
# checked against the oracle).
# Builds the probes too (run by hand on a GPU: bench/sync_probe.c,
# bench/release_probe.c).
bench: deps $(BUILD)/vkar_perf $(BUILD)/sync_probe $(BUILD)/release_probe
	@test -n "$(LAVAPIPE_ICD)" || { echo "lavapipe is not installed (Debian: mesa-vulkan-drivers)"; exit 1; }
	VK_DRIVER_FILES=$(LAVAPIPE_ICD) VK_ICD_FILENAMES=$(LAVAPIPE_ICD) $(BUILD)/vkar_perf $(BENCH_ARGS)
	VK_DRIVER_FILES=$(LAVAPIPE_ICD) VK_ICD_FILENAMES=$(LAVAPIPE_ICD) $(BUILD)/vkar_perf $(EPILOGUE_BENCH_ARGS)

# PNG plots of a results folder (default: the newest under bench/results).
RESULTS ?= $(lastword $(sort $(wildcard bench/results/*/)))
plot:
	$(call apt_install,gnuplot-nox)
	sh bench/plot.sh $(RESULTS)

spirv:
	./spirv_embed vk_allreduce.h

clean:
	rm -rf $(BUILD)
