// Copies between Vulkan devices through ggml_backend_tensor_copy_async, the
// layer-split boundary's path (integrations/ggml/test.sh builds and runs it):
//
//   copy-test [N_DEVICES]     (default 2; GGML_VK_VISIBLE_DEVICES picks them)
//
// 1. Single copies of every shape the hook serves or refuses (F32, F16 and
//    Q4_0 at element-aligned offsets, a large tensor, the other direction;
//    odd byte counts and offsets, a strided view), each compared byte for
//    byte with what the copy must leave in the destination buffer,
//    surroundings included (a strided view's span moves whole, gaps too,
//    as ggml_backend_tensor_copy moves it).
// 2. A ring: device i adds 1 to its input and its output goes to device
//    i+1's input, the last device's back into device 0's, K times, without
//    the host waiting in between, so that queue order alone must keep each
//    copy after the work that writes its source and before the work that
//    reads or overwrites its destination.
//
// Prints "expect: S copies served, R refused" for the counts the patched
// ggml-vulkan reports under GGML_VK_ALLREDUCE_STATS (with the hook
// enabled), and "N passed, N failed"; exits 1 on any mismatch.
#include "ggml.h"
#include "ggml-alloc.h"
#include "ggml-backend.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

static int passed = 0, failed = 0, expect_served = 0, expect_refused = 0;

static void report(bool ok, const std::string & what) {
    printf("%s %s\n", ok ? "PASS" : "FAIL", what.c_str());
    (ok ? passed : failed)++;
}

static ggml_context * new_ctx(size_t n_tensors) {
    ggml_init_params params = { ggml_tensor_overhead() * n_tensors + ggml_graph_overhead(), nullptr, true };
    return ggml_init(params);
}

static std::vector<uint8_t> random_bytes(size_t n, uint32_t seed) {
    std::mt19937 rng(seed);
    std::vector<uint8_t> v(n);
    for (auto & b : v) {
        b = (uint8_t) rng();
    }
    return v;
}

// One copy from a view of a buffer on backend a into a view of a buffer on
// backend b: base tensors of `type` with `base_ne` elements (rows of
// `row_ne` for a strided view), views of `ne` elements (per row) at byte
// offsets src_off and dst_off.
static void copy_case(const char * name, ggml_backend_t a, ggml_backend_t b, ggml_type type, int64_t ne, size_t src_off,
                      size_t dst_off, bool served, int64_t rows = 1) {
    const int64_t row_ne = rows > 1 ? 2 * ne : ne + 8 * ggml_blck_size(type);  // a strided view uses half of each row
    ggml_context * ca = new_ctx(4);
    ggml_context * cb = new_ctx(4);
    ggml_tensor * base_a = ggml_new_tensor_2d(ca, type, row_ne, rows);
    ggml_tensor * base_b = ggml_new_tensor_2d(cb, type, row_ne, rows);
    ggml_tensor * src = rows > 1 ? ggml_view_2d(ca, base_a, ne, rows, base_a->nb[1], src_off) : ggml_view_1d(ca, base_a, ne, src_off);
    ggml_tensor * dst = rows > 1 ? ggml_view_2d(cb, base_b, ne, rows, base_b->nb[1], dst_off) : ggml_view_1d(cb, base_b, ne, dst_off);
    ggml_backend_buffer_t buf_a = ggml_backend_alloc_ctx_tensors(ca, a);
    ggml_backend_buffer_t buf_b = ggml_backend_alloc_ctx_tensors(cb, b);
    const size_t base_bytes = ggml_nbytes(base_a);
    const std::vector<uint8_t> in = random_bytes(base_bytes, 1);
    std::vector<uint8_t> want = random_bytes(base_bytes, 2);
    ggml_backend_tensor_set(base_a, in.data(), 0, base_bytes);
    ggml_backend_tensor_set(base_b, want.data(), 0, base_bytes);

    ggml_backend_tensor_copy_async(a, b, src, dst);
    ggml_backend_synchronize(b);
    ggml_backend_synchronize(a);

    // the view's span: a strided view's gaps too (ggml_backend_tensor_copy moves ggml_nbytes)
    memcpy(want.data() + dst_off, in.data() + src_off, ggml_nbytes(src));
    std::vector<uint8_t> got(base_bytes);
    ggml_backend_tensor_get(base_b, got.data(), 0, base_bytes);
    char what[256];
    snprintf(what, sizeof what, "%s: %s -> %s, %s, %zu bytes%s, offsets %zu and %zu (%s)", name, ggml_backend_name(a),
             ggml_backend_name(b), ggml_type_name(type), ggml_nbytes(src), rows > 1 ? " strided" : "", src_off, dst_off,
             served ? "served" : "refused: stock path");
    report(got == want, what);
    (served ? expect_served : expect_refused)++;

    ggml_backend_buffer_free(buf_a);
    ggml_backend_buffer_free(buf_b);
    ggml_free(ca);
    ggml_free(cb);
}

// Device i: out_i = in_i + 1; out_i -> in_(i+1 mod n); K rounds, no host waits.
static void ring_case(const std::vector<ggml_backend_t> & backends, int64_t ne, int rounds) {
    const size_t n = backends.size();
    std::vector<ggml_context *> ctxs(n);
    std::vector<ggml_tensor *> in(n), out(n);
    std::vector<ggml_cgraph *> graphs(n);
    std::vector<ggml_backend_buffer_t> bufs(n);
    for (size_t i = 0; i < n; i++) {
        ctxs[i] = new_ctx(4);
        in[i] = ggml_new_tensor_1d(ctxs[i], GGML_TYPE_F32, ne);
        out[i] = ggml_scale_bias(ctxs[i], in[i], 1.0f, 1.0f);
        graphs[i] = ggml_new_graph(ctxs[i]);
        ggml_build_forward_expand(graphs[i], out[i]);
        bufs[i] = ggml_backend_alloc_ctx_tensors(ctxs[i], backends[i]);
    }
    std::vector<float> x0(ne);
    for (int64_t k = 0; k < ne; k++) {
        x0[k] = (float) (k % 1000);
    }
    ggml_backend_tensor_set(in[0], x0.data(), 0, ggml_nbytes(in[0]));
    for (int r = 0; r < rounds; r++) {
        for (size_t i = 0; i < n; i++) {
            ggml_backend_graph_compute_async(backends[i], graphs[i]);
            ggml_backend_tensor_copy_async(backends[i], backends[(i + 1) % n], out[i], in[(i + 1) % n]);
            expect_served++;
        }
    }
    for (size_t i = 0; i < n; i++) {
        ggml_backend_synchronize(backends[i]);
    }
    std::vector<float> got(ne);
    ggml_backend_tensor_get(in[0], got.data(), 0, ggml_nbytes(in[0]));
    int64_t bad = 0;
    for (int64_t k = 0; k < ne; k++) {
        bad += got[k] != x0[k] + (float) (rounds * n);
    }
    char what[256];
    snprintf(what, sizeof what, "ring over %zu devices, %d rounds of %zu bytes: %lld elements wrong", n, rounds,
             ggml_nbytes(in[0]), (long long) bad);
    report(bad == 0, what);
    for (size_t i = 0; i < n; i++) {
        ggml_backend_buffer_free(bufs[i]);
        ggml_free(ctxs[i]);
    }
}

int main(int argc, char ** argv) {
    const size_t n = argc > 1 ? (size_t) atoi(argv[1]) : 2;
    std::vector<ggml_backend_t> backends;
    for (size_t i = 0; i < n; i++) {
        const std::string name = "Vulkan" + std::to_string(i);
        ggml_backend_dev_t dev = ggml_backend_dev_by_name(name.c_str());
        if (dev == nullptr) {
            fprintf(stderr, "copy-test: no device %s (GGML_VK_VISIBLE_DEVICES=0,0 gives two)\n", name.c_str());
            return 2;
        }
        backends.push_back(ggml_backend_dev_init(dev, nullptr));
    }
    ggml_backend_t a = backends[0], b = backends[1];
    copy_case("f32", a, b, GGML_TYPE_F32, 1 << 16, 0, 0, true);
    copy_case("f32 views", a, b, GGML_TYPE_F32, 777, 12, 20, true);
    copy_case("f16 2-byte elements", a, b, GGML_TYPE_F16, 1001, 2, 6, true);
    copy_case("q4_0 blocks", a, b, GGML_TYPE_Q4_0, 32 * 37, 0, 0, true);
    copy_case("f32 large", a, b, GGML_TYPE_F32, 1 << 24, 0, 0, true);
    copy_case("f32 back", b, a, GGML_TYPE_F32, 4096, 0, 0, true);
    copy_case("i8 odd bytes", a, b, GGML_TYPE_I8, 1001, 0, 0, false);
    copy_case("i8 odd offset", a, b, GGML_TYPE_I8, 1000, 1, 0, false);
    copy_case("f32 strided", a, b, GGML_TYPE_F32, 300, 0, 0, false, 7);
    if (n > 2) {
        copy_case("f32 last to first", backends[n - 1], a, GGML_TYPE_F32, 5000, 8, 4, true);
    }
    ring_case(backends, 1 << 22, 8);

    for (ggml_backend_t be : backends) {
        ggml_backend_free(be);
    }
    printf("expect: %d copies served, %d refused\n", expect_served, expect_refused);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
