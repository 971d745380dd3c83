#!/usr/bin/env python3
"""Times `deeplog run` against ProbLog 2.3.0 on the oracle's programs, both without process
start: ProbLog in this process (parse, ground, compile, evaluate: create_from + evaluate, the
import done once before), deeplog by its own clock (`deeplog run --stats`: parse to
probabilities). Programs where either stops with an error are left out.

    pip install problog==2.3.0
    python3 scripts/problog-timing.py BUILD/tools/deeplog tests/systems/problog [more dirs]

Prints the medians and their ratio, and the ratio's quartiles over programs; each time is the
best of 3 runs.
"""
import pathlib
import statistics
import subprocess
import sys
import time

from problog import get_evaluatable
from problog.program import PrologString


def problog_seconds(text):
    best = None
    for _ in range(3):
        t0 = time.perf_counter()
        get_evaluatable().create_from(PrologString(text)).evaluate()
        t = time.perf_counter() - t0
        best = t if best is None else min(best, t)
    return best


def deeplog_seconds(tool, path):
    best = None
    for _ in range(3):
        r = subprocess.run([tool, "run", str(path), "--stats"], capture_output=True, text=True,
                           timeout=120)
        if r.returncode != 0:
            return None
        line = [l for l in r.stderr.splitlines() if l.startswith("seconds:")][0]
        t = float(line.split()[1])
        best = t if best is None else min(best, t)
    return best


def main():
    import warnings
    warnings.filterwarnings("ignore")
    tool, dirs = sys.argv[1], sys.argv[2:]
    ours, theirs, ratios = [], [], []
    for d in dirs:
        for pl in sorted(pathlib.Path(d).rglob("*.pl")):
            exp = pl.with_suffix(".expected")
            if not exp.exists() or exp.read_text().startswith("error"):
                continue
            try:
                p = problog_seconds(pl.read_text())
            except Exception:
                continue
            o = deeplog_seconds(tool, pl)
            if o is None:
                continue
            ours.append(o)
            theirs.append(p)
            ratios.append(p / max(o, 1e-9))
    q = statistics.quantiles(ratios, n=4)
    print(f"{len(ours)} programs")
    print(f"median ProbLog {statistics.median(theirs) * 1e3:.3f} ms, "
          f"median deeplog {statistics.median(ours) * 1e3:.3f} ms, "
          f"ratio of medians {statistics.median(theirs) / statistics.median(ours):.1f}x")
    print(f"per-program ratio ProbLog/deeplog: quartiles {q[0]:.1f}x {q[1]:.1f}x {q[2]:.1f}x, "
          f"min {min(ratios):.1f}x")


if __name__ == "__main__":
    main()
