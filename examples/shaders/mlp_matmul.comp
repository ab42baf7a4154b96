#version 450
// One layer of examples/tensor_parallel_mlp.c, for every token of a batch:
//
//     out[token][row] = act(sum over k of weights[row][k] * in[token][k])
//
// weights is [rows x cols], in is [tokens x cols] and out is [tokens x rows],
// all row-major F32. act is GELU when compiled with -DAPPLY_GELU (layer 1),
// the identity otherwise (layer 2). One invocation per output element:
// x indexes the row, y the token. Regenerate the SPIR-V embedded in
// tensor_parallel_mlp.c with the two glslc commands written there.

layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(std430, set = 0, binding = 0) readonly buffer Weights { float weights[]; };
layout(std430, set = 0, binding = 1) readonly buffer Inputs { float inputs[]; };
layout(std430, set = 0, binding = 2) writeonly buffer Outputs { float outputs[]; };

layout(push_constant) uniform Sizes {
    uint rows;
    uint cols;
    uint tokens;
} sizes;

#ifdef APPLY_GELU
// GELU, tanh approximation. The clamp keeps tanh away from implementations
// that compute it through exp() and overflow to inf/inf = NaN; tanh(10) is 1
// in F32 already.
float gelu(float v)
{
    float u = 0.7978845608 * (v + 0.044715 * v * v * v);
    return 0.5 * v * (1.0 + tanh(clamp(u, -10.0, 10.0)));
}
#endif

void main()
{
    uint row = gl_GlobalInvocationID.x;
    uint token = gl_GlobalInvocationID.y;
    if (row >= sizes.rows || token >= sizes.tokens)
        return;
    uint w = row * sizes.cols;
    uint x = token * sizes.cols;
    float sum = 0.0;
    for (uint k = 0; k < sizes.cols; ++k)
        sum += weights[w + k] * inputs[x + k];
#ifdef APPLY_GELU
    sum = gelu(sum);
#endif
    outputs[token * sizes.rows + row] = sum;
}
