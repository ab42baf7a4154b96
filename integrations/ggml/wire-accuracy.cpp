// The 8-bit wire's accuracy through the patch, as test-backend-ops measures
// a backend against another: the logits of one prefill written to a file
// per run, then two runs' files compared (integrations/ggml/README.md,
// "The 8-bit wire's accuracy").
//
//   wire-accuracy run MODEL TOKENS OUT.bin [tensor|none]
//       one prefill of TOKENS token ids (a fixed pseudo-random sequence),
//       the logits of every position written as floats; split over the
//       visible Vulkan devices by tensor (default) or on one device (none)
//   wire-accuracy compare A.bin B.bin N_VOCAB
//       NMSE (sum (a - b)^2 / sum a^2, test-backend-ops' measure), the
//       largest absolute difference, and how often the top token agrees
#include "llama.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static int run(const char * model_path, int tokens, const char * out_path, bool tensor) {
    llama_backend_init();
    llama_model_params mp = llama_model_default_params();
    mp.n_gpu_layers = 999;
    mp.split_mode = tensor ? LLAMA_SPLIT_MODE_TENSOR : LLAMA_SPLIT_MODE_NONE;
    llama_model * model = llama_model_load_from_file(model_path, mp);
    if (!model) {
        fprintf(stderr, "wire-accuracy: cannot load %s\n", model_path);
        return 1;
    }
    llama_context_params cp = llama_context_default_params();
    cp.n_ctx = (uint32_t) tokens;
    cp.n_batch = (uint32_t) tokens;
    cp.n_ubatch = (uint32_t) tokens;
    llama_context * ctx = llama_init_from_model(model, cp);
    const int n_vocab = llama_vocab_n_tokens(llama_model_get_vocab(model));
    llama_batch batch = llama_batch_init(tokens, 0, 1);
    uint32_t state = 12345u;
    for (int i = 0; i < tokens; ++i) {
        state = state * 1664525u + 1013904223u;
        batch.token[i] = (llama_token) (state % (uint32_t) n_vocab);
        batch.pos[i] = i;
        batch.n_seq_id[i] = 1;
        batch.seq_id[i][0] = 0;
        batch.logits[i] = 1;
    }
    batch.n_tokens = tokens;
    if (!ctx || llama_decode(ctx, batch) != 0) {
        fprintf(stderr, "wire-accuracy: the prefill failed\n");
        return 1;
    }
    FILE * f = fopen(out_path, "wb");
    const size_t count = (size_t) tokens * (size_t) n_vocab;
    if (!f || fwrite(llama_get_logits(ctx), sizeof(float), count, f) != count) {
        fprintf(stderr, "wire-accuracy: cannot write %s\n", out_path);
        return 1;
    }
    fclose(f);
    printf("%d positions x %d logits written to %s\n", tokens, n_vocab, out_path);
    llama_batch_free(batch);
    llama_free(ctx);
    llama_model_free(model);
    llama_backend_free();
    return 0;
}

static std::vector<float> read_floats(const char * path) {
    std::vector<float> v;
    FILE * f = fopen(path, "rb");
    float x;
    while (f && fread(&x, sizeof x, 1, f) == 1) {
        v.push_back(x);
    }
    if (f) {
        fclose(f);
    }
    return v;
}

static int compare(const char * a_path, const char * b_path, int n_vocab) {
    const std::vector<float> a = read_floats(a_path), b = read_floats(b_path);
    if (a.empty() || a.size() != b.size() || a.size() % (size_t) n_vocab) {
        fprintf(stderr, "wire-accuracy: %s and %s do not hold the same logits\n", a_path, b_path);
        return 1;
    }
    double err = 0.0, ref = 0.0, max_diff = 0.0;
    size_t same_top = 0, rows = a.size() / (size_t) n_vocab;
    for (size_t r = 0; r < rows; ++r) {
        size_t top_a = 0, top_b = 0;
        for (size_t j = 0; j < (size_t) n_vocab; ++j) {
            const size_t i = r * (size_t) n_vocab + j;
            const double d = (double) a[i] - (double) b[i];
            err += d * d;
            ref += (double) a[i] * (double) a[i];
            max_diff = std::fmax(max_diff, std::fabs(d));
            top_a = a[i] > a[r * (size_t) n_vocab + top_a] ? j : top_a;
            top_b = b[i] > b[r * (size_t) n_vocab + top_b] ? j : top_b;
        }
        same_top += top_a == top_b;
    }
    printf("%s vs %s: NMSE %.3e, max |diff| %.3e, same top token at %zu of %zu positions\n", a_path, b_path,
           ref > 0 ? err / ref : err, max_diff, same_top, rows);
    return 0;
}

int main(int argc, char ** argv) {
    if (argc >= 5 && strcmp(argv[1], "run") == 0) {
        return run(argv[2], atoi(argv[3]), argv[4], argc < 6 || strcmp(argv[5], "none") != 0);
    }
    if (argc == 5 && strcmp(argv[1], "compare") == 0) {
        return compare(argv[2], argv[3], atoi(argv[4]));
    }
    fprintf(stderr, "usage: wire-accuracy run MODEL TOKENS OUT.bin [tensor|none]\n"
                    "       wire-accuracy compare A.bin B.bin N_VOCAB\n");
    return 2;
}
