#!/usr/bin/env python3
# Average precision of a random ranking of a balanced test set of n grids (n/2 valid).
import random, statistics
random.seed(0)
def ap(labels):
    tp = s = 0
    for i, l in enumerate(labels, 1):
        if l: tp += 1; s += tp / i
    return s / tp
for n, trials in ((100, 10000), (1000, 2000)):
    r = []
    for _ in range(trials):
        l = [1] * (n // 2) + [0] * (n // 2); random.shuffle(l); r.append(100 * ap(l))
    q = statistics.quantiles(r, n=4)
    print(f"{n} grids: median {q[1]:.2f} [{q[0]:.2f}, {q[2]:.2f}]")
