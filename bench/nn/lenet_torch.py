#!/usr/bin/env python3
"""PyTorch's CPU throughput on the LeNet of bench/nn/lenet.cpp, for bench_nn to print beside
the library's own figures (an optional peer: nothing in the build or the tests needs torch).

Usage: lenet_torch.py [--threads 1] [--min-time 1.0] [--repetitions 1] [CASE ...]
CASE is forward:BATCH (inference, no autograd) or forward_backward:BATCH (forward with
autograd, then backward of a constant 0.1 output gradient, parameter gradients accumulating as
the library's do). Default: forward:256 forward_backward:16.

Prints one line per case and repetition,
    lenet_torch CASE BATCH cpu_s_per_batch wall_s_per_batch cpu_images_per_s wall_images_per_s
(CPU time of the calling thread, which with one thread runs every operator.) Exits 77 when torch
cannot be imported, so callers can skip cleanly.
"""

import argparse
import os
import sys
import time


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--min-time", type=float, default=1.0)
    p.add_argument("--repetitions", type=int, default=1)
    p.add_argument("cases", nargs="*", default=["forward:256", "forward_backward:16"])
    args = p.parse_args()

    # One thread everywhere, also in whatever BLAS and OpenMP runtime torch loads.
    for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[var] = str(args.threads)
    try:
        import torch
        from torch import nn
    except ImportError as e:  # torch is optional
        print(f"lenet_torch: torch unavailable ({e})", file=sys.stderr)
        return 77
    torch.set_num_threads(args.threads)
    torch.manual_seed(1)

    def lenet() -> nn.Module:
        return nn.Sequential(
            nn.Conv2d(1, 6, 5), nn.MaxPool2d(2), nn.ReLU(),
            nn.Conv2d(6, 16, 5), nn.MaxPool2d(2), nn.ReLU(),
            nn.Flatten(),
            nn.Linear(256, 120), nn.ReLU(),
            nn.Linear(120, 84), nn.ReLU(),
            nn.Linear(84, 10), nn.Softmax(dim=1))

    def time_case(step, batch: int):
        step()  # warm-up: first-call allocations and kernel selection
        step()
        n = 0
        c0, w0 = time.thread_time(), time.perf_counter()
        while True:
            step()
            n += 1
            wall = time.perf_counter() - w0
            if wall >= args.min_time and n >= 3:
                break
        cpu = time.thread_time() - c0
        return cpu / n, wall / n

    print(f"lenet_torch torch {torch.__version__} threads {torch.get_num_threads()} "
          f"capability {torch.backends.cpu.get_cpu_capability()}"
          if hasattr(torch.backends, "cpu") and hasattr(torch.backends.cpu, "get_cpu_capability")
          else f"lenet_torch torch {torch.__version__} threads {torch.get_num_threads()}")
    for case in args.cases:
        kind, _, b = case.partition(":")
        batch = int(b)
        net = lenet().float()
        x = torch.rand(batch, 1, 28, 28) * 2 - 1
        if kind == "forward":
            net.eval()

            def step():
                with torch.no_grad():
                    net(x)
        elif kind == "forward_backward":
            net.train()
            dy = torch.full((batch, 10), 0.1)

            def step():
                net(x).backward(dy)
        else:
            print(f"lenet_torch: unknown case {case}", file=sys.stderr)
            return 2
        for _ in range(args.repetitions):
            cpu, wall = time_case(step, batch)
            print(f"lenet_torch {kind} {batch} {cpu:.6e} {wall:.6e} "
                  f"{batch / cpu:.1f} {batch / wall:.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
