/* What the areas "collectives" (tests/test_collectives.c) and
 * "collectives_nodes" (tests/test_collectives_nodes.c) share: the host
 * reference of the reduction ops and their inputs, and the 16-bit cases,
 * defined in test_collectives.c; and the fake nodes' side of a 16-bit case
 * across nodes, defined in test_collectives_nodes.c. */
#ifndef VKAR_TEST_COLLECTIVES_H
#define VKAR_TEST_COLLECTIVES_H

#include "fixture.h"

/* ---- Reduction ops and data types (test_collectives.c) ------------------- */

extern const VkarDataType k_types[3];        /* F32, I32, U32 */
extern const char* const k_type_names[5];    /* VkarDataType's name */
extern const char* const k_op_names[5];      /* VkarReduceOp's name */
/* The oracle's reduction (tests/reference.h) of element e over `ranks`
 * ranks' words in[0..ranks). */
uint32_t reduce_words(uint32_t* const* in, uint32_t ranks, uint64_t e, VkarDataType type, VkarReduceOp op,
                      VkarWire wire);
uint32_t op_input(uint64_t* state, VkarDataType type);

/* ---- 16-bit buffers (test_collectives.c) --------------------------------- */

extern const char* const k_half_collectives[5];
extern VkResult (*const k_half_calls[5])(VkarComm, const VkarAllreduceInfo*);

typedef struct HalfCase {
    RefCollective collective;
    VkarDataType type;
    VkarReduceOp op;
    VkarAlgorithm algorithm; /* all-reduce only */
    uint64_t count;
    uint32_t root;
    int recorded;
    int inPlace;
} HalfCase;


struct OpNodes;
int half_case(Fixture* f, const HalfCase* c, struct OpNodes* n, uint64_t seed);

/* ---- Across nodes (test_collectives_nodes.c) ----------------------------- */

uint32_t half_nodes_first_rank(const struct OpNodes* n);
uint32_t half_nodes_all_ranks(const struct OpNodes* n);
int32_t half_nodes_expected(const HalfCase* c, uint16_t* const* in, const struct OpNodes* n, uint32_t k,
                            uint64_t e);
void half_nodes_call(struct OpNodes* n, const HalfCase* c);

#endif
