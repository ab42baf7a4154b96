#!/usr/bin/env python3
"""Writes the descriptively named seeds in fuzz/seeds/: inputs that reach
what random bytes seldom do, for libFuzzer to mutate from: every collective
of both APIs accepted (vkarAllreduce, vkarReduce, vkarBroadcast,
vkarReduceScatter, vkarAllGather, vkarAllToAll and their vkarCmd* forms,
each recorded round released), in place, out of place and in the
own-block places of reduce-scatter and all-gather, with each data type and
op; groups of sends and receives accepted (vkarSendRecv and
vkarCmdSendRecv: rings, self-sends, a receive drawn apart from its send,
a group cut into several rounds); outputs the library must refuse; and
communicators across processes (pMultiProcess), point to point among
them.
The hash-named seeds are libFuzzer's own.

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


def create_info(rank_count, multi_process=False, reversed_ranks=False, max_slot_bytes=0):
    """draw_environment (none), draw_create_info, draw_multi_process."""
    present = 0x01 | 0x02  # pRanks, instance
    if multi_process:
        present |= 0x100 | (0x200 if reversed_ranks else 0)
    b = le(9, 1) + le(0, 1)  # no environment variable
    b += (le(present, 2) + le(rank_count, 1)
          + le(1, 1)        # syncMode AUTO
          + le(0, 1)        # spinMicroseconds 1
          + le(0, 8)        # f16WireMinBytes: the default
          + le(max_slot_bytes, 4)  # maxSlotBytes, 0: the default
          + le(0, 1)        # flags
          + le(0, 4)        # timeoutNanoseconds (1 with pMultiProcess)
          + le(0, 1))       # releaseMode: the default
    if multi_process:
        b += bytes(4)  # a good id, global count, pGlobalRanks, no rank broken
    for _ in range(RANKS):
        b += le(0x01 | 0x02 | 0x08, 1)  # physical device, own device, own queue, family 0
    return b


def arrays(rank_bits, offsets=None, zero_rank=None):
    """draw_arrays: per rank the bits, the offset (4 * one byte, or 8 bytes
    with bit 0x02), then the wait's and signal's values."""
    b = b""
    for rank in range(RANKS):
        bits = rank_bits | (0x04 if rank == zero_rank else 0)
        offset = offsets[rank] if offsets and rank < len(offsets) else 0
        if offset % 4 or offset > 1020:
            b += le(bits | 0x02, 1) + le(offset, 8)
        else:
            b += le(bits, 1) + le(offset // 4, 1)
        b += le(0, 1) + le(1, 1)
    return b


def count(elements):
    return le(2, 1) + le(elements, 3)  # form 2: three bytes


# wire, algorithm, dataType and op: the value's byte (fuzz_allreduce.c's known_or_past_ends)
WIRES = {"f32": 0, "auto": 1, "f16": 2, "bf16": 3}
COLLECTIVES = ["allreduce", "reduce", "broadcast", "reduce_scatter", "all_gather", "all_to_all"]
TYPES = {"f32": 0, "f16": 1, "bf16": 2, "i32": 3, "u32": 4}
OPS = {"sum": 0, "prod": 1, "min": 2, "max": 3, "avg": 4}
# fuzz_allreduce.c's OUTPUT_* kinds; None: pOutputs NULL
OUTPUTS = {"in_place": 0, "apart": 1, "own_block": 2, "above": 3, "below": 4, "null_buffer": 5,
           "misaligned": 6, "past_end": 7}
# VkarCmdAllreduceFlagBits::HOST_READ is 2, VkarAllreduceFlagBits::HOST_READ 1
HOST_READ = {"submit": 1, "record": 2}


def shape(collective, dtype, op, root, outputs, flags=0, deltas=None):
    """draw_shape: the collective, dataType, op, root, flags, whether
    pOutputs is given, then per rank the output's kind and delta."""
    b = (le(COLLECTIVES.index(collective), 1) + le(TYPES[dtype], 1) + le(OPS[op], 1)
         + le(root, 1) + le(flags, 1) + le(0 if outputs is None else 1, 1))
    for rank in range(RANKS):
        b += le(OUTPUTS[outputs or "in_place"], 1) + le(deltas[rank] if deltas else 0, 1)
    return b


def own_block_offsets(collective, elements, dtype):
    """Inputs an all-gather can sit in place in: rank r's at block r of an
    output that begins at offset 0. Other collectives' inputs begin at 0."""
    size = 2 if dtype in ("f16", "bf16") else 4
    return [r * elements * size for r in range(RANKS)] if collective == "all_gather" else None


def submit(collective, elements, dtype="f32", op="sum", root=0, outputs=None, wire="f32", signals=True,
           host_read=False, offsets=None, deltas=None):
    """A collective of the submit API with buffers, waits, signals: bits
    (bits % 4 == 0, info given), arrays, count, wire, algorithm AUTO, shape."""
    bits = 0x04 | 0x10 | 0x80 | (0x20 if signals else 0)
    rank_bits = 0x01 | 0x08 | 0x10  # buffer, wait, signal semaphores
    if offsets is None and outputs == "own_block":
        offsets = own_block_offsets(collective, elements, dtype)
    return (le(bits, 1) + arrays(rank_bits, offsets) + count(elements) + le(WIRES[wire], 1) + le(0, 1)
            + shape(collective, dtype, op, root, outputs, HOST_READ["submit"] if host_read else 0, deltas))


def record(collective, elements, dtype="f32", op="sum", root=0, outputs=None, wire="f32", zero=False,
           host_read=False, offsets=None, deltas=None):
    """A collective of the record API with every array (publish and reduce
    command buffers distinct: bit 0x80 of the rank's bits clear), then
    vkarReleaseRound of its round (pRankSubmits given: no round drawn)."""
    bits = 2 | 0x04 | 0x10 | 0x20 | 0x40 | 0x80 | (0x08 if zero else 0)
    rank_bits = 0x01 | 0x20 | 0x40
    if offsets is None and outputs == "own_block":
        offsets = own_block_offsets(collective, elements, dtype)
    return (le(bits, 1) + arrays(rank_bits, offsets, 0 if zero else None) + count(elements) + le(WIRES[wire], 1)
            + shape(collective, dtype, op, root, outputs, HOST_READ["record"] if host_read else 0, deltas))


def op_count(elements):
    """draw_op_count: form 0 (none), 1 (one byte), 6 (three bytes), 7 (eight)."""
    if elements == 0:
        return le(0, 1)
    if elements < 0x100:
        return le(1, 1) + le(elements, 1)
    if elements < 0x1000000:
        return le(6, 1) + le(elements, 3)
    return le(7, 1) + le(elements, 8)


def op_range(offset, buffer):
    """draw_op_range: the offset's byte (64-byte steps), then the buffer's:
    an int, the caller's buffer of that number (0 to 9); "exact", a buffer
    that ends where the range does; "short", one byte before; None, none."""
    assert offset % 64 == 0 and offset < 0xF0 * 64
    where = {"exact": 4, "short": 5, None: 7}[buffer] if not isinstance(buffer, int) else buffer << 3
    return le(offset // 64, 1) + le(where, 1)


def send(rank, peer, elements, dtype="f32", offset=0, buffer=0, recv_offset=0, recv_buffer="exact", matched=True):
    """draw_peer_ops: a SEND (kind 0) and, matched (kind 4), its RECV,
    whose range follows."""
    b = (le(0x04 if matched else 0x00, 1) + le(rank, 1) + le(peer, 1) + op_count(elements) + le(TYPES[dtype], 1)
         + op_range(offset, buffer))
    return b + op_range(recv_offset, recv_buffer) if matched else b


def recv(rank, peer, elements, dtype="f32", offset=0, buffer="exact"):
    """draw_peer_ops: a RECV alone (kind 3), for a send drawn unmatched."""
    return (le(0x03, 1) + le(rank, 1) + le(peer, 1) + op_count(elements) + le(TYPES[dtype], 1)
            + op_range(offset, buffer))


def send_recv(ops, record=False, host_read=False):
    """A group (call bits % 4 == 1, pOps and pInfo given): vkarSendRecv
    with waits and signals, or vkarCmdSendRecv (bit 0x08) with distinct
    publish and reduce command buffers and pRankSubmits, its round then
    released. Arrays, how many ops are drawn, the ops, the flags."""
    assert len(ops) <= 8  # MAX_DRAWN_OPS
    if record:
        bits, rank_bits = 1 | 0x04 | 0x08 | 0x10 | 0x20 | 0x40 | 0x80, 0x20 | 0x40
    else:
        bits, rank_bits = 1 | 0x04 | 0x10 | 0x20 | 0x80, 0x08 | 0x10
    flags = HOST_READ["record" if record else "submit"] if host_read else 0
    return le(bits, 1) + arrays(rank_bits) + le(len(ops), 1) + b"".join(ops) + le(flags, 1)


def seed(rank_count, calls, multi_process=False, reversed_ranks=False, max_slot_bytes=0):
    assert len(calls) <= 4
    return (devices() + create_info(rank_count, multi_process, reversed_ranks, max_slot_bytes)
            + le(1, 1)   # no vkarCreateComm(NULL) first
            + le(1, 1)   # pComm given
            + le(len(calls), 1) + b"".join(calls))


SEEDS = {
    # Every collective of both APIs, each accepted.
    "submit-3-ranks-allreduce-reduce-broadcast": seed(3, [
        submit("allreduce", 4, "i32", "min"),
        submit("allreduce", 100000, outputs="apart", wire="auto", host_read=True),
        submit("reduce", 1000, "f32", "max", root=2, outputs="in_place"),
        submit("broadcast", 64, "u32", root=1, outputs="apart")]),
    "submit-3-ranks-reduce-scatter-all-gather": seed(3, [
        submit("reduce_scatter", 64, "i32", "sum", outputs="own_block"),
        submit("reduce_scatter", 1000, "f32", "avg", outputs="apart"),
        submit("all_gather", 2, "u32", outputs="apart", host_read=True),
        submit("all_gather", 16, "f32", outputs="own_block")]),
    "record-3-ranks-allreduce-reduce-broadcast": seed(3, [
        record("allreduce", 4, "i32", "min"),
        record("reduce", 256, "f32", "prod", root=1, outputs="apart", zero=True),
        record("broadcast", 1000, "u32", root=0, host_read=True),
        record("allreduce", 300, outputs="apart", wire="f16")]),
    "record-2-ranks-reduce-scatter-all-gather": seed(2, [
        record("reduce_scatter", 32, "u32", "max", outputs="own_block"),
        record("all_gather", 2, "i32", outputs="apart"),
        record("all_gather", 50, "f32", outputs="own_block", host_read=True),
        record("reduce_scatter", 7, "f32", "sum", outputs="apart")]),
    # The 16-bit buffer types: refused until their kernels land, accepted after.
    "submit-2-ranks-f16-bf16": seed(2, [
        submit("allreduce", 1001, "f16", "sum"),
        submit("allreduce", 64, "bf16", "max", outputs="apart"),
        submit("all_gather", 3, "f16", outputs="own_block"),
        submit("reduce_scatter", 10, "bf16", "avg", outputs="own_block")]),
    "record-4-ranks-f16-bf16": seed(4, [
        record("reduce", 33, "bf16", "min", root=3, outputs="apart"),
        record("broadcast", 5, "f16", root=2),
        record("all_gather", 8, "bf16", outputs="apart"),
        record("allreduce", 2, "f16", "prod", zero=True)]),
    # Outputs the library refuses, each for its own reason.
    "submit-2-ranks-bad-outputs": seed(2, [
        submit("allreduce", 64, outputs="above", deltas=[3] * RANKS),
        submit("reduce", 16, root=1, outputs="misaligned"),
        submit("all_gather", 4, outputs="past_end"),
        submit("broadcast", 4, root=1, outputs="null_buffer")]),
    # The seeds before every collective: the record API over rounds, and
    # communicators across processes.
    "record-2-ranks-three-rounds": seed(2, [
        record("allreduce", 16), record("allreduce", 1000, wire="f16"), submit("allreduce", 64),
        record("allreduce", 3, zero=True)]),
    "record-4-ranks-bf16-zero": seed(4, [
        record("allreduce", 4096, wire="bf16", zero=True), record("allreduce", 1)]),
    "multi-process-2-ranks-allreduce": seed(2, [
        submit("allreduce", 256), submit("all_gather", 100, "i32", outputs="apart")], multi_process=True),
    "multi-process-3-ranks-reversed-record": seed(3, [
        record("allreduce", 16), submit("reduce", 1000, root=2),
        record("reduce_scatter", 200, "u32", "min", outputs="apart")],
        multi_process=True, reversed_ranks=True),
    # Point to point: groups of sends and receives, and all-to-all, each
    # accepted through both APIs.
    "submit-3-ranks-send-recv-all-to-all": seed(3, [
        send_recv([send(0, 1, 64), send(1, 2, 64), send(2, 0, 64)]),
        send_recv([send(0, 0, 100, "i32", buffer=1, recv_buffer=2),
                   send(1, 2, 1000, "f16", offset=4096, buffer=3, recv_offset=128),
                   send(2, 1, 0, "u32"),
                   send(2, 0, 7, "bf16", offset=64, buffer=4, matched=False),
                   recv(0, 2, 7, "bf16", offset=8192, buffer=5)], host_read=True),
        submit("all_to_all", 16, "u32", outputs="apart"),
        submit("all_to_all", 300, "f16", outputs="apart", host_read=True)]),
    "record-3-ranks-send-recv-all-to-all": seed(3, [
        send_recv([send(0, 2, 32, "f32"), send(2, 0, 32, "f32"), send(1, 1, 5, "i32", recv_buffer=6)],
                  record=True),
        record("all_to_all", 8, "i32", outputs="apart", zero=True),
        send_recv([send(0, 1, 200, "bf16", buffer=7), send(1, 0, 3, "f16", recv_buffer=8)], record=True,
                  host_read=True),
        record("all_to_all", 100, "bf16", outputs="apart", host_read=True)]),
    # Slots of 4 KiB: the group and the all-to-all each take several rounds.
    "submit-2-ranks-send-recv-rounds": seed(2, [
        send_recv([send(0, 1, 5000), send(1, 0, 3000, "u32"), send(0, 0, 2048, "f16", buffer=2)]),
        submit("all_to_all", 3000, outputs="apart"),
        send_recv([send(1, 0, 10)], record=True)], max_slot_bytes=4096),
    # Point to point across processes (since 498308f; before it, refused
    # with FEATURE_NOT_PRESENT): ops name global ranks, all of them held
    # here, and the group is the whole group every process passes.
    "multi-process-2-ranks-send-recv-all-to-all": seed(2, [
        send_recv([send(0, 1, 16), send(1, 0, 16)]), submit("all_to_all", 4, outputs="apart"),
        send_recv([send(0, 1, 4)], record=True), record("all_to_all", 4, outputs="apart")], multi_process=True),
}

if __name__ == "__main__":
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "seeds")
    for name, data in SEEDS.items():
        with open(os.path.join(here, name), "wb") as f:
            f.write(data)
        print(name, len(data), "bytes")
