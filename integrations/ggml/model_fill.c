/* Writes a GGUF from model_skeleton.py's header and manifest: Q4_0 blocks
 * of make_random_llama.py's kind (scale 0.002, random nibbles), F32 ones for
 * the norms, each tensor padded to 32 bytes. usage: model_fill HEADER MANIFEST OUT */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static uint64_t s = 0x9e3779b97f4a7c15ull;
static uint64_t next(void) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; }
int main(int argc, char** argv)
{
    static unsigned char buf[18 * 65536];
    char kind[32];
    unsigned long long n;
    FILE *h, *m, *o;
    size_t got;
    if (argc != 4) return 2;
    h = fopen(argv[1], "rb"); m = fopen(argv[2], "r"); o = fopen(argv[3], "wb");
    if (!h || !m || !o) return 1;
    while ((got = fread(buf, 1, sizeof buf, h)) > 0) fwrite(buf, 1, got, o);
    while (fscanf(m, "%31s %llu", kind, &n) == 2) {
        unsigned long long left = n;
        while (left) {
            size_t chunk = left < sizeof buf ? (size_t)left : sizeof buf, i;
            if (!strcmp(kind, "q4_0")) {
                for (i = 0; i < chunk; i += 8) { uint64_t r = next(); memcpy(buf + i, &r, 8); }
                for (i = 0; i < chunk; i += 18) { buf[i] = 0x19; buf[i + 1] = 0x18; } /* f16 0.002 */
            } else {
                float one = 1.0f;
                for (i = 0; i < chunk; i += 4) memcpy(buf + i, &one, 4);
            }
            fwrite(buf, 1, chunk, o);
            left -= chunk;
        }
        memset(buf, 0, 32);
        fwrite(buf, 1, (32 - n % 32) % 32, o);
    }
    return fclose(o) ? 1 : 0;
}
