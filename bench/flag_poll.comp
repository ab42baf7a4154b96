#version 450
// release_probe's "flag" case: one invocation spins until the host stores a
// non-zero word into host-visible memory, or gives up after maxPolls, and
// leaves the number of polls it made. Whether, and how soon, a running
// shader sees a host store (by a plain load, or by an atomic that adds
// nothing) is what decides if a reduce could wait for the host's release
// this way instead of on a semaphore (issue 10).
layout(local_size_x = 1) in;

layout(std430, set = 0, binding = 0) coherent volatile buffer Words { uint words[]; };

layout(push_constant) uniform Params {
    uint flagWord;
    uint pollsWord;
    uint maxPolls;
    uint atomic;
} p;

uint flag() {
    return p.atomic != 0u ? atomicAdd(words[p.flagWord], 0u) : words[p.flagWord];
}

void main() {
    uint polls = 0u;
    while (flag() == 0u && polls < p.maxPolls) ++polls;
    words[p.pollsWord] = polls;
}
