#!/usr/bin/env python3
"""One-shot against two-shot: a model of one call's time from measured link
bandwidths and the cost of a release (issue 14, item 3).

Per rank, S = 4 * count bytes of F32 payload, W the wire bytes (S for F32,
S / 2 for F16 and BF16), N ranks:

  one-shot  publish W (device to host), then read the N - 1 peers' slots,
            (N - 1) W (host to device); one release.
  two-shot  publish W; read the N - 1 peers' parts of the rank's share,
            (N - 1) W / N; publish the share's F32 sum, S / N; read the
            other N - 1 shares, (N - 1) S / N; two releases.

The phases run one after the other on each rank's link (the measured
all-reduce matches that within 3%: bench/results/2026-11-30-bandwidth-peer-slots).
Host memory serves every rank's reads at once: N (N - 1) W for one-shot,
(N - 1) (W + S) for two-shot; --host-gbps caps that (default: no cap, as
vkarResolveAlgorithm assumes).

  bench/two_shot_model.py [--d2h 50] [--h2d 49] [--release-us 45]
                          [--host-gbps G] [--ranks 2,4,8] [--check FILE...]

Prints, for each wire and rank count, the predicted bus bandwidth of both
algorithms from 64 KiB to 256 MiB and the smallest size at which two-shot is
faster. With --check, vkar_perf CSV files (with the algorithm column) are
compared with the model: one row per size and algorithm.
"""
import argparse
import csv


def times(n, count, wire, d2h, h2d, release_us, host_gbps):
    """Microseconds for one call of each algorithm."""
    s = 4.0 * count
    w = s if wire == "f32" else 4.0 * ((count + 1) // 2)
    us = lambda nbytes, gbps: nbytes / (gbps * 1e3)
    host = lambda nbytes: us(nbytes, host_gbps) if host_gbps else 0.0
    one = release_us + us(w, d2h) + max(us((n - 1) * w, h2d), host(n * (n - 1) * w))
    two = (2 * release_us + us(w, d2h) + max(us((n - 1) * w / n, h2d), host((n - 1) * w)) + us(s / n, d2h)
           + max(us((n - 1) * s / n, h2d), host((n - 1) * s)))
    return one, two


def busbw(n, count, t_us):
    return 4.0 * count / (t_us * 1e3) * 2 * (n - 1) / n if n > 1 else 0.0


def crossover(n, wire, args):
    """The smallest count (a power of two, then bisected) where two-shot wins."""
    hi = 1
    while hi < 1 << 40:
        one, two = times(n, hi, wire, args.d2h, args.h2d, args.release_us, args.host_gbps)
        if two < one:
            break
        hi *= 2
    else:
        return None
    lo = hi // 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        one, two = times(n, mid, wire, args.d2h, args.h2d, args.release_us, args.host_gbps)
        lo, hi = (lo, mid) if two < one else (mid, hi)
    return hi


def table(args):
    sizes = [64 << 10 << (2 * i) for i in range(7)]  # 64K .. 256M
    for wire in ("f32", "f16"):
        for n in args.ranks:
            edge = crossover(n, wire, args)
            print(f"## {wire} wire, {n} ranks: two-shot faster from "
                  + (f"{4 * edge / 1e6:.2f} MB ({edge} elements)" if edge else "no size"))
            print("|   size | one-shot us | two-shot us | one busbw | two busbw | two / one time |")
            print("| ---: | ---: | ---: | ---: | ---: | ---: |")
            for size in sizes:
                count = size // 4
                one, two = times(n, count, wire, args.d2h, args.h2d, args.release_us, args.host_gbps)
                print(f"| {size >> 10:>6}K | {one:11.1f} | {two:11.1f} | {busbw(n, count, one):9.2f} "
                      f"| {busbw(n, count, two):9.2f} | {two / one:14.3f} |")
            print()


def check(args):
    print("| file | ranks | wire | size | algorithm | measured us | model us | measured / model |")
    print("| --- | ---: | --- | ---: | --- | ---: | ---: | ---: |")
    for path in args.check:
        with open(path) as f:
            for row in csv.DictReader(f):
                n, count = int(row["ranks"]), int(row["count"])
                one, two = times(n, count, row["wire"], args.d2h, args.h2d, args.release_us, args.host_gbps)
                model = two if row["algorithm"] == "two" else one
                measured = float(row["time_us"])
                print(f"| {path.split('/')[-1]} | {n} | {row['wire']} | {row['size']} | {row['algorithm']} "
                      f"| {measured:.1f} | {model:.1f} | {measured / model:.2f} |")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--d2h", type=float, default=50.0, help="device-to-host GB/s per link (default 50)")
    p.add_argument("--h2d", type=float, default=49.0, help="host-to-device GB/s per link (default 49)")
    p.add_argument("--release-us", type=float, default=45.0, help="one release, us (default 45)")
    p.add_argument("--host-gbps", type=float, default=0.0, help="host memory GB/s for all reads (0: no cap)")
    p.add_argument("--ranks", type=lambda t: [int(x) for x in t.split(",")], default=[2, 4, 8])
    p.add_argument("--check", nargs="*", default=[], help="vkar_perf CSV files to compare")
    args = p.parse_args()
    if args.check:
        check(args)
    else:
        table(args)


if __name__ == "__main__":
    main()
