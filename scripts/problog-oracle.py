#!/usr/bin/env python3
"""Refreshes the ProbLog oracle's expected outputs: for every PROGRAM.pl given (or under the
folders given), writes PROGRAM.expected beside it with ProbLog's answers, one `ATOM<TAB>PROB` a
line (PROB as Python's repr: full precision), or the single line `error<TAB>CLASS` when ProbLog
stops with an error. Variables in atoms are written `_` (ProbLog names them X2, ours _0).

    pip install problog==2.3.0
    python3 scripts/problog-oracle.py tests/systems/problog

The test test_problog_oracle (tests/systems/problog_oracle.cpp) reads the committed outputs;
CI never runs ProbLog.
"""
import pathlib
import re
import sys

from problog import get_evaluatable
from problog.program import PrologString

VARIABLE = re.compile(r"(?<![A-Za-z0-9_'])[A-Z_][A-Za-z0-9_]*")


def answers(text):
    try:
        result = get_evaluatable().create_from(PrologString(text)).evaluate()
    except Exception as e:  # ProbLog's errors: the class name is the expectation
        return [f"error\t{type(e).__name__}"]
    lines = []
    for atom, p in result.items():
        name = VARIABLE.sub("_", str(atom))
        lines.append(f"{name}\t{float(p)!r}")
    return sorted(lines)


def main(paths):
    files = []
    for p in map(pathlib.Path, paths):
        files += sorted(p.glob("*.pl")) if p.is_dir() else [p]
    for f in files:
        out = f.with_suffix(".expected")
        out.write_text("\n".join(answers(f.read_text())) + "\n")
        print(f"{out}")


if __name__ == "__main__":
    main(sys.argv[1:] or ["tests/systems/problog"])
