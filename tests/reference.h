/* The tests' one oracle: the library's reduction rules and each
 * collective's expected result, written once for the suite, the MPI tests,
 * the soak and vkar_perf's check (the library's own are in
 * shaders/reduce.comp and vk_allreduce_mpi.h; these are written apart from
 * them, through C's float arithmetic rather than bit manipulation where C
 * allows, so that each checks the other).
 *
 * The rules (vk_allreduce.h, VkarReduceOp and VkarDataType): ranks combine
 * in global rank order, each node's ranks first and then the nodes' shares
 * in node order where there are nodes; on floats every operand and partial
 * result is canonical (subnormals flushed to the zero of their sign, any
 * NaN 0x7fc00000) and each operation rounds once to nearest even; MIN and
 * MAX put -0 below +0 and a NaN wins; AVG is the sum times 1/N rounded to
 * F32, or for integers the wrapped sum divided, truncating; F16 and BF16
 * widen to F32, combine as F32 and round once to their type at the end; a
 * 16-bit wire rounds every rank's F32 contribution, its own too; the 8-bit
 * wire quantises each rank's blocks of 32 (VKAR_WIRE_Q8). */
#ifndef VKAR_TEST_REFERENCE_H
#define VKAR_TEST_REFERENCE_H

#include "../vk_allreduce.h"

#include <stdint.h>

/* ---- Floats as bits, and the wire formats -------------------------------- */

float bits_float(uint32_t bits);
uint32_t float_bits(float f);
/* Subnormals flushed to signed zero, NaN made 0x7fc00000: the reduce's rule. */
uint32_t canonical(uint32_t bits);
uint32_t f32_to_f16(uint32_t x);
uint32_t f16_to_f32(uint32_t h);
uint32_t f32_to_bf16(uint32_t x);
/* An F32 through the wire and back. */
uint32_t wire_round(uint32_t bits, VkarWire wire);

/* ---- The rules ----------------------------------------------------------- */

typedef enum RefCollective {
    REF_ALLREDUCE,
    REF_REDUCE,
    REF_BROADCAST,
    REF_REDUCE_SCATTER,
    REF_ALL_GATHER,
    REF_COLLECTIVE_COUNT
} RefCollective;

/* Element `element` of global rank `rank`'s input, as its buffer holds it
 * (a 16-bit element in the low half). */
typedef uint32_t (*RefInput)(const void* user, uint32_t rank, uint64_t element);

/* One call, as the oracle needs to know it. */
typedef struct RefCall {
    RefCollective collective;
    VkarDataType type;
    VkarReduceOp op;
    VkarWire wire;               /* F32 buffers: 0 (F32), F16 or BF16, resolved; float buffers: Q8 */
    uint32_t root;               /* global rank */
    uint32_t ranks;              /* global ranks in all */
    uint64_t count;              /* per rank: a block's elements for a reduce-scatter or an all-gather */
    const uint32_t* nodeRanks;   /* ranks of each node, in node order; NULL: one node */
    uint32_t nodes;
    RefInput input;
    const void* user;
} RefCall;

/* A call of `collective` over `ranks` ranks on one node, the F32 wire,
 * root 0 and count 0: the fields a caller sets besides. */
RefCall ref_call(RefCollective collective, VkarDataType type, VkarReduceOp op, uint32_t ranks, RefInput input,
                 const void* user);
/* acc combined with the next operand x, both as ref_operand gives them:
 * the accumulator's type is F32 for F16 and BF16 buffers. */
uint32_t ref_combine(uint32_t acc, uint32_t x, VkarDataType type, VkarReduceOp op);
/* A buffer's element as the reduce combines it: widened to F32 and
 * canonical for floats, an F32 one through the wire's rounding first. */
uint32_t ref_operand(uint32_t x, VkarDataType type, VkarWire wire);
/* The 8-bit wire (VKAR_WIRE_Q8): the exponent s of the scale 2^s of the
 * block of rank r's input that holds element e (REF_Q8_NAN_SCALE: the
 * block holds an infinity or a NaN), and element e as the reduce combines
 * it, quantised and dequantised. */
#define REF_Q8_NAN_SCALE 128
int ref_q8_scale(const RefCall* c, uint32_t r, uint64_t e);
uint32_t ref_q8_operand(const RefCall* c, uint32_t r, uint64_t e);
/* AVG's last step over `ranks` ranks: an F32 sum times 1/N rounded to F32,
 * an integer sum divided, truncating. */
uint32_t ref_average(uint32_t sum, VkarDataType type, uint32_t ranks);
/* An F32 result rounded once to a 16-bit buffer's type; others as they are. */
uint32_t ref_narrow(uint32_t acc, VkarDataType type);
/* Node m's share of element e: its ranks combined in order (AVG summed),
 * as it crosses the transport (F32 for 16-bit buffers). */
uint32_t ref_node_share(const RefCall* c, uint32_t m, uint64_t e);
/* The nodes' shares of element e combined in node order, AVG scaled by
 * every rank, rounded to the buffer's type: what every rank receives. */
uint32_t ref_reduce(const RefCall* c, uint64_t e);
/* Element v of global rank g's output, or -1 where the call leaves it. */
int64_t ref_expected(const RefCall* c, uint32_t g, uint64_t v);
/* The all-reduce's fused epilogue (VkarRmsNormInfo) on one row of the
 * type's elements as the buffers hold them (16-bit ones in the low half):
 * out and h, h rounded to the type. Results below F32's normal range may
 * differ from the kernel's (its division rounds before flushing them). */
void ref_rms_norm(VkarDataType type, uint32_t rowLength, float epsilon, const uint32_t* sum, const uint32_t* residual,
                  const uint32_t* weight, uint32_t* out, uint32_t* h);
/* Elements of a rank's input and output. */
uint64_t ref_input_count(const RefCall* c);
uint64_t ref_output_count(const RefCall* c);

#endif
