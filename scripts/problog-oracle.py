#!/usr/bin/env python3
"""Refreshes the ProbLog oracle's expected outputs: for every PROGRAM.pl given (or under the
folders given), writes PROGRAM.expected beside it with ProbLog's answers, one `ATOM<TAB>PROB` a
line (PROB as Python's repr: full precision), or the single line `error<TAB>CLASS` when ProbLog
stops with an error. Variables in atoms are written `_` (ProbLog names them X2, ours _0).

    pip install problog==2.3.0
    python3 scripts/problog-oracle.py [--timeout S] [--drop-timeouts] [--drop-errors C,...] \
        tests/systems/problog

Each program runs in its own process under a time limit (default 60 s); a program ProbLog does
not finish gets no expected output (a warning), and is deleted with --drop-timeouts (for
generated programs: the test needs an expected output for every program). --drop-errors
deletes the programs on which ProbLog stops with one of the given error classes (for generated
programs: NegativeCycle, which ProbLog's tabling raises on some programs that are stratified by
construction, where its answer is no oracle for ours).

The test test_problog_oracle (tests/systems/problog_oracle.cpp) reads the committed outputs;
CI never runs ProbLog.
"""
import multiprocessing
import pathlib
import re
import sys

from problog import get_evaluatable
from problog.program import PrologFile

VARIABLE = re.compile(r"(?<![A-Za-z0-9_'])[A-Z_][A-Za-z0-9_]*")


def answers(path):
    try:  # (from the file: consult/1 resolves relative to it)
        result = get_evaluatable().create_from(PrologFile(str(path))).evaluate()
    except Exception as e:  # ProbLog's errors: the class name is the expectation
        return [f"error\t{type(e).__name__}"]
    lines = []
    for atom, p in result.items():
        name = VARIABLE.sub("_", str(atom))
        lines.append(f"{name}\t{float(p)!r}")
    return sorted(lines)


def _child(path, queue):
    queue.put(answers(path))


def answers_within(path, seconds):
    queue = multiprocessing.Queue()
    child = multiprocessing.Process(target=_child, args=(path, queue))
    child.start()
    child.join(seconds)
    if child.is_alive():
        child.kill()
        child.join()
        return None
    return queue.get()


def main(args):
    seconds, drop, drop_errors = 60.0, False, set()
    paths = []
    it = iter(args)
    for a in it:
        if a == "--timeout":
            seconds = float(next(it))
        elif a == "--drop-timeouts":
            drop = True
        elif a == "--drop-errors":
            drop_errors = set(next(it).split(","))
        else:
            paths.append(a)
    files = []
    for p in map(pathlib.Path, paths or ["tests/systems/problog"]):
        files += sorted(p.rglob("*.pl")) if p.is_dir() else [p]
    for f in files:
        out = f.with_suffix(".expected")
        lines = answers_within(f, seconds)
        if lines is None:
            print(f"{f}: ProbLog did not finish in {seconds:g} s" + (": deleted" if drop else ""),
                  file=sys.stderr)
            out.unlink(missing_ok=True)
            if drop:
                f.unlink()
            continue
        if lines and lines[0].startswith("error\t") and lines[0].split("\t")[1] in drop_errors:
            print(f"{f}: ProbLog stops with {lines[0].split()[1]}: deleted", file=sys.stderr)
            out.unlink(missing_ok=True)
            f.unlink()
            continue
        out.write_text("\n".join(lines) + "\n")
        print(f"{out}")


if __name__ == "__main__":
    main(sys.argv[1:])
