#version 450
// What the fused epilogue (VkarRmsNormInfo) replaces, as an engine runs it
// after a plain all-reduce: two dispatches, as ggml-vulkan's ADD and its
// RMS_NORM fused with MUL. F32 buffers.
//   without NORM: h = sum + residual, one invocation per element
//   with NORM:    out = h * inversesqrt(mean(h^2) + epsilon) * weight,
//                 one workgroup per row
layout(local_size_x = 256) in;

#ifndef NORM
layout(std430, binding = 0) readonly buffer Sum { float sum[]; };
layout(std430, binding = 1) readonly buffer Residual { float residual[]; };
layout(std430, binding = 2) writeonly buffer H { float h[]; };
layout(push_constant) uniform Params { uint count; } p;

void main()
{
    uint i = gl_GlobalInvocationID.x;
    if (i < p.count)
        h[i] = sum[i] + residual[i];
}
#else
layout(std430, binding = 0) readonly buffer H { float h[]; };
layout(std430, binding = 1) readonly buffer Weight { float weight[]; };
layout(std430, binding = 2) writeonly buffer Out { float outs[]; };
layout(push_constant) uniform Params { uint rowLength; float epsilon; } p;

shared float partial[256];

void main()
{
    uint row = gl_WorkGroupID.x * p.rowLength, t = gl_LocalInvocationID.x;
    float s = 0.0;
    for (uint i = t; i < p.rowLength; i += 256u)
        s += h[row + i] * h[row + i];
    partial[t] = s;
    barrier();
    for (uint step = 128u; step > 0u; step >>= 1) {
        if (t < step)
            partial[t] += partial[t + step];
        barrier();
    }
    float scale = inversesqrt(partial[0] / float(p.rowLength) + p.epsilon);
    for (uint i = t; i < p.rowLength; i += 256u)
        outs[row + i] = h[row + i] * scale * weight[i];
}
#endif
