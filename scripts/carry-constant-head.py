#!/usr/bin/env python3
"""The carry encoding's loss for a digit head that ignores its image (docs/systems.md, "The
product t-norm's failures").

Every image gets the same digit labels: q on one class d, (1 - q) / 9 on each other. The
script evaluates the carry circuit of apps/systems/tasks.hpp (mnist_addition_logic, carry
encoding: per position and incoming carry c, the pairs of digits (a, b) with (a + b + c) mod 10
= s and (a + b + c) div 10 = o, their products summed into the sum digit and the carry out) in
the product t-norm (times a * b, plus a + b - a * b) and in the probability semiring (plus
a + b), and prints the loss the experiments train on (the sum over the N + 1 outputs of -log the
label of the observed value) averaged over random queries of two uniform N-digit numbers.

For each N it prints, per class d, the least loss over q in 0.1 .. 0.7 minus the uniform head's
(q = 0.1), and the uniform head's loss per output. A negative number: answering d for every
image lowers the loss from the uniform start, a direction gradient descent can take before the
images' labels teach anything.

  python3 scripts/carry-constant-head.py [N ...]   (default 1 2 4 10 15; standard library only)
"""
import math
import random
import sys


def plus(xs, fuzzy):
    if not fuzzy:
        return sum(xs)
    p = 1.0
    for x in xs:
        p *= 1.0 - x
    return 1.0 - p


def labels(digit, n, fuzzy):
    """The labels of the N sum digits (ten each) and the final carry (two)."""
    carry = [1.0, 0.0]  # into position 0: no carry
    outs = []
    for _ in range(n):
        digit_alts = [[] for _ in range(10)]
        carry_alts = [[], []]
        for c in (0, 1):
            mod = [[] for _ in range(10)]
            div = [[], []]
            for a in range(10):
                for b in range(10):
                    pair = digit[a] * digit[b]
                    mod[(a + b + c) % 10].append(pair)
                    div[(a + b + c) // 10].append(pair)
            for s in range(10):
                digit_alts[s].append(carry[c] * plus(mod[s], fuzzy))
            for o in (0, 1):
                carry_alts[o].append(carry[c] * plus(div[o], fuzzy))
        outs.append([plus(x, fuzzy) for x in digit_alts])
        carry = [plus(carry_alts[0], fuzzy), plus(carry_alts[1], fuzzy)]
    outs.append(carry)
    return outs


def output_losses(n, d, q, fuzzy, queries=3000, seed=1):
    """-log of the observed value's label per output (the sum's digits from the last, then
    the final carry), averaged over random queries."""
    head = [(1.0 - q) / 9.0] * 10
    head[d] = q
    lab = labels(head, n, fuzzy)
    rng = random.Random(seed)
    total = [0.0] * (n + 1)
    for _ in range(queries):
        c = 0
        for k in range(n):
            s = rng.randrange(10) + rng.randrange(10) + c
            total[k] -= math.log(max(lab[k][s % 10], 1e-300))
            c = s // 10
        total[n] -= math.log(max(lab[n][c], 1e-300))
    return [t / queries for t in total]


def expected_loss(n, d, q, fuzzy):
    return sum(output_losses(n, d, q, fuzzy))


def main():
    ns = [int(a) for a in sys.argv[1:]] or [1, 2, 4, 10, 15]
    qs = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7)
    for fuzzy, name in ((True, "product t-norm"), (False, "probability")):
        print(f"{name}: least loss of a constant head on d minus the uniform head's")
        for n in ns:
            per = output_losses(n, 0, qs[0], fuzzy)  # q = 0.1: the uniform head, any d
            uniform = sum(per)
            cells = []
            for d in range(10):
                tried = [(expected_loss(n, d, q, fuzzy), q) for q in qs[1:]]
                best, q = min([(uniform, qs[0])] + tried)
                cells.append(f"{d}: {best - uniform:+.2f} (q {q})")
            print(f"  N = {n:2d}, uniform {uniform:6.2f} | " + ", ".join(cells))
            print("          uniform head, per output (last digit first, final carry last): "
                  + " ".join(f"{x:.2f}" for x in per))


if __name__ == "__main__":
    main()
