#!/usr/bin/env python3
"""Model counts of seeded random CNFs by d4 and Ganak: the expected data of the differential test.

    python3 -m venv /tmp/d4env && /tmp/d4env/bin/pip install d4solver pyganak
    /tmp/d4env/bin/python scripts/d4-expected.py [COUNT] > tests/compile/data/d4_counts.txt

Each instance is generated from its seed by the generator that tests/compile/seeded_cnf.hpp
implements in C++ (the same splitmix64 stream, the same draws in the same order); the test
regenerates it, checks the variable and clause counts written here, and compares its model count
with the count written here. The count is d4's (PyPI d4solver, exact with GMP); Ganak (PyPI
pyganak) counts every tenth instance too (it spends about a second on each), and the script
stops if the two differ. Neither is needed by
the build or CI: the output is committed.
"""
import os
import sys

MASK = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, bound):
        return self.next() % bound


FAMILIES = ("3-cnf", "2-cnf", "4-cnf", "3-cnf+exactly-one")


def instance(seed):
    """(family, variables, clauses) of the instance `seed`; literals are DIMACS integers."""
    rng = SplitMix64(seed)
    family = rng.below(4)
    groups = []
    if family == 0:
        n, k = 10 + rng.below(41), 3
        m = n * (15 + rng.below(31)) // 10
    elif family == 1:
        n, k = 10 + rng.below(51), 2
        m = n * (5 + rng.below(16)) // 10
    elif family == 2:
        n, k = 10 + rng.below(31), 4
        m = n * (40 + rng.below(71)) // 10
    else:
        n, k = 24 + rng.below(27), 3
        m = n * (10 + rng.below(21)) // 10
        used = [False] * n
        for _ in range(1 + rng.below(4)):
            size = 3 + rng.below(4)
            group = []
            while len(group) < size:
                v = rng.below(n)
                if not used[v]:
                    used[v] = True
                    group.append(v)
            groups.append(group)
    clauses = []
    for group in groups:  # exactly one, written as clauses
        clauses.append([v + 1 for v in group])
        for i in range(len(group)):
            for j in range(i + 1, len(group)):
                clauses.append([-(group[i] + 1), -(group[j] + 1)])
    for _ in range(m):
        chosen = []
        while len(chosen) < k:
            v = rng.below(n)
            if v not in chosen:
                chosen.append(v)
        clauses.append([v + 1 if rng.below(2) == 0 else -(v + 1) for v in chosen])
    return FAMILIES[family], n, clauses


def quiet(fn):
    """Runs fn with the process's standard output (the solvers print statistics there) discarded."""
    sys.stdout.flush()
    saved = os.dup(1)
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    try:
        return fn()
    finally:
        sys.stdout.flush()
        os.dup2(saved, 1)
        os.close(null)
        os.close(saved)


def d4_count(n, clauses):
    import py_d4

    return quiet(lambda: int(py_d4.Solver(clauses, n).count().getResult()))


def ganak_count(n, clauses):
    from pyganak import Counter

    c = Counter()
    c.new_vars(n)  # the variables in no clause are free and counted
    c.add_clauses(clauses)
    return quiet(lambda: int(c.count()))  # it prints intermediate counts


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    print("# seed family variables clauses models (d4solver 1.0.0; pyganak 2.8.0 agrees on every tenth); scripts/d4-expected.py")
    for seed in range(count):
        family, n, clauses = instance(seed)
        d4 = d4_count(n, clauses)
        if seed % 10 == 0 and d4 != (ganak := ganak_count(n, clauses)):
            sys.exit(f"seed {seed}: d4 counts {d4}, Ganak {ganak}")
        print(seed, family, n, len(clauses), d4)


if __name__ == "__main__":
    main()
