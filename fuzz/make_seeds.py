#!/usr/bin/env python3
"""Writes the descriptively named seeds in fuzz/seeds/: inputs that reach
what random bytes seldom do, for libFuzzer to mutate from: the record API
(vkarCmdAllreduce and vkarReleaseRound, rounds recorded) and communicators
across processes (pMultiProcess). The hash-named seeds are libFuzzer's own.

The bytes follow fuzz_allreduce.c's draws in order (take(in, n): n bytes,
little-endian); change this with them.

    python3 fuzz/make_seeds.py        # from the repository root
"""
import os

RANKS = 5  # MAX_FUZZ_RANKS: the draws per rank are made for all five


def le(value, size):
    return bytes((value >> (8 * i)) & 0xFF for i in range(size))


def devices():
    """draw_devices: limits that let a communicator be created."""
    return (le(0xFFFFFF, 3)       # maxStorageBufferRange
            + le(0, 1)            # minStorageBufferOffsetAlignment 1
            + le(12, 1)           # minImportedHostPointerAlignment 4096
            + le(0xFFFFFFFF, 4)   # maxComputeWorkGroupCount[0]
            + le(1, 1)            # one queue family
            + le(0x02, 1)         # VK_QUEUE_COMPUTE_BIT
            + le(2, 1)            # memory types: device-local, host-visible
            + le(0xFF, 1)         # host pointer memory types
            + le(0xFFFFFFFF, 4))  # the caller's buffers' size


def create_info(rank_count, multi_process=False, reversed_ranks=False):
    """draw_environment (none), draw_create_info, draw_multi_process."""
    present = 0x01 | 0x02  # pRanks, instance
    if multi_process:
        present |= 0x100 | (0x200 if reversed_ranks else 0)
    b = le(9, 1) + le(0, 1)  # no environment variable
    b += (le(present, 2) + le(rank_count, 1)
          + le(1, 1)        # syncMode AUTO
          + le(0, 1)        # spinMicroseconds 1
          + le(0, 8)        # f16WireMinBytes: the default
          + le(0, 4)        # maxSlotBytes: the default
          + le(0, 1)        # flags
          + le(0, 4)        # timeoutNanoseconds (1 with pMultiProcess)
          + le(0, 1))       # releaseMode: the default
    if multi_process:
        b += bytes(4)  # a good id, global count, pGlobalRanks, no rank broken
    for _ in range(RANKS):
        b += le(0x01 | 0x02 | 0x08, 1)  # physical device, own device, own queue, family 0
    return b


def arrays(rank_bits):
    """draw_arrays: per rank the bits, then (offset 4 * byte) and the wait's and signal's values."""
    return b"".join(le(rank_bits, 1) + le(0, 1) + le(0, 1) + le(1, 1) for _ in range(RANKS))


def count(elements):
    return le(2, 1) + le(elements, 3)  # form 2: three bytes


WIRES = {"auto": 1, "f32": 2, "f16": 3, "bf16": 4}  # (byte % 6) - 1


def allreduce(elements, wire="auto", signals=True):
    """vkarAllreduce with buffers, waits, signals."""
    bits = 0x04 | 0x10 | 0x80 | (0x20 if signals else 0)  # bits % 4 == 0
    rank_bits = 0x01 | 0x08 | 0x10  # buffer, wait, signal semaphores
    return le(bits, 1) + arrays(rank_bits) + count(elements) + le(WIRES[wire], 1) + le(1, 1)  # algorithm AUTO


def record(elements, wire="auto", zero=False):
    """vkarCmdAllreduce with every array, then vkarReleaseRound of its round."""
    bits = 2 | 0x04 | 0x10 | 0x20 | 0x40 | 0x80 | (0x08 if zero else 0)
    # buffer, publish and reduce command buffers (distinct: bit 0x80 clear), rank 0 contributing zeros
    rank_bits = 0x01 | 0x20 | 0x40
    b = le(bits, 1)
    for rank in range(RANKS):
        b += le(rank_bits | (0x04 if zero and rank == 0 else 0), 1) + le(0, 1) + le(0, 1) + le(1, 1)
    return b + count(elements) + le(WIRES[wire], 1)


def seed(rank_count, calls, multi_process=False, reversed_ranks=False):
    assert len(calls) <= 4
    return (devices() + create_info(rank_count, multi_process, reversed_ranks)
            + le(1, 1)   # no vkarCreateComm(NULL) first
            + le(1, 1)   # pComm given
            + le(len(calls), 1) + b"".join(calls))


SEEDS = {
    "record-2-ranks-three-rounds": seed(2, [record(16), record(1000, "f16"), allreduce(64), record(3, zero=True)]),
    "record-4-ranks-bf16-zero": seed(4, [record(4096, "bf16", zero=True), record(1)]),
    "multi-process-2-ranks-allreduce": seed(2, [allreduce(256), allreduce(100000, "f16")], multi_process=True),
    "multi-process-3-ranks-reversed-record": seed(
        3, [record(16), allreduce(1000), record(200, "f16", zero=True)], multi_process=True, reversed_ranks=True),
}

if __name__ == "__main__":
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "seeds")
    for name, data in SEEDS.items():
        with open(os.path.join(here, name), "wb") as f:
            f.write(data)
        print(name, len(data), "bytes")
