#!/usr/bin/env python3
"""NCCL's all-reduce through PyTorch, one process per GPU, printed as
all_reduce_perf prints it: the baseline bench/multi_gpu.sh lays beside
vkar_perf on the same GPUs. Run NCCL_P2P_DISABLE=1 for NCCL's host-memory
transport, the physical path vk_allreduce takes.

Eager calls (the default) time PyTorch's launch of each all-reduce too,
which dominates small messages. --graph captures the timed iterations in a
CUDA graph (torch.cuda.graph) and times one replay: NCCL's own cost per
call, as an engine that replays its decode step as a graph pays it.

usage: nccl_allreduce.py [-b MINBYTES] [-e MAXBYTES] [-f FACTOR] [-n ITERS] [-w WARMUP] [-g GPUS] [--graph]
"""
import argparse
import os
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def parse_size(text):
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    return int(text[:-1]) * units[text[-1].upper()] if text[-1].upper() in units else int(text)


def sizes(lo, hi, factor):
    size = lo
    while size <= hi:
        yield size
        size *= factor


def time_allreduce(buf, iters, warmup):
    for _ in range(warmup):
        dist.all_reduce(buf)
    torch.cuda.synchronize()
    dist.barrier()
    start = time.perf_counter()
    for _ in range(iters):
        dist.all_reduce(buf)
    torch.cuda.synchronize()
    return (time.perf_counter() - start) / iters


def time_allreduce_graph(buf, iters, warmup):
    # warm-up on a side stream, as capture requires, then capture `iters` calls
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(warmup):
            dist.all_reduce(buf)
    torch.cuda.current_stream().wait_stream(side)
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        for _ in range(iters):
            dist.all_reduce(buf)
    torch.cuda.synchronize()
    dist.barrier()
    graph.replay()  # the first replay uploads the graph
    torch.cuda.synchronize()
    dist.barrier()
    start = time.perf_counter()
    graph.replay()
    torch.cuda.synchronize()
    return (time.perf_counter() - start) / iters


def wrong_elements(buf, rank, world):
    # small integers: every sum is exact, so the check is bit for bit
    count = buf.numel()
    index = torch.arange(count, device=buf.device, dtype=torch.int64)
    buf.copy_(((index * 7 + rank * 3) % 17 - 8).float())
    dist.all_reduce(buf)
    expected = sum(((index * 7 + r * 3) % 17 - 8).float() for r in range(world))
    return int((buf != expected).sum().item())


def worker(rank, world, args):
    os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
    os.environ.setdefault("MASTER_PORT", "29517")
    torch.cuda.set_device(rank)
    dist.init_process_group("nccl", rank=rank, world_size=world)
    if rank == 0:
        print(f"# NCCL {'.'.join(map(str, torch.cuda.nccl.version()))} through PyTorch {torch.__version__}, "
              f"{world} GPUs, NCCL_P2P_DISABLE={os.environ.get('NCCL_P2P_DISABLE', '')}, "
              f"{'CUDA graph of the timed calls' if args.graph else 'eager calls'}")
        print(f"# {'size':>12} {'count':>12} {'type':>6} {'redop':>6} {'root':>5} {'time(us)':>10} "
              f"{'algbw(GB/s)':>12} {'busbw(GB/s)':>12} {'#wrong':>7}")
    for size in sizes(args.b, args.e, args.f):
        count = max(size // 4, 1)
        buf = torch.ones(count, dtype=torch.float32, device=f"cuda:{rank}")
        seconds = (time_allreduce_graph if args.graph else time_allreduce)(buf, args.n, args.w)
        wrong = wrong_elements(buf, rank, world)
        wrong_all = torch.tensor([wrong], device=buf.device)
        dist.all_reduce(wrong_all)
        if rank == 0:
            algbw = count * 4 / seconds / 1e9
            busbw = algbw * 2 * (world - 1) / world
            print(f"  {count * 4:>12} {count:>12} {'float':>6} {'sum':>6} {-1:>5} {seconds * 1e6:>10.2f} "
                  f"{algbw:>12.2f} {busbw:>12.2f} {int(wrong_all.item()):>7}", flush=True)
    dist.destroy_process_group()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-b", type=parse_size, default=4)
    parser.add_argument("-e", type=parse_size, default=256 << 20)
    parser.add_argument("-f", type=int, default=2)
    parser.add_argument("-n", type=int, default=20)
    parser.add_argument("-w", type=int, default=5)
    parser.add_argument("-g", type=int, default=torch.cuda.device_count())
    parser.add_argument("--graph", action="store_true", help="time a CUDA graph of the timed calls")
    args = parser.parse_args()
    # NVLink multicast stays off on shared hosts
    os.environ.setdefault("NCCL_NVLS_ENABLE", "0")
    mp.spawn(worker, args=(args.g, args), nprocs=args.g)


if __name__ == "__main__":
    main()
