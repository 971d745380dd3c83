#!/usr/bin/env python3
"""DeepLog's top-down compiler beside d4 on generated CNF families: time, circuit size, count.

    python3 -m venv /tmp/d4env && /tmp/d4env/bin/pip install d4solver
    /tmp/d4env/bin/python scripts/compile-peers.py --deeplog build/release/tools/deeplog \\
        [--timeout 120] [--family NAME ...] [--cnf FILE ...] > peers.md

Families (seeded, written as DIMACS into a temporary folder): random 3-CNF (50, 75, 100
variables at ratios 1.5, 2.5, 3.5 and 4.26), 3-colourings of random graphs, pigeonhole
PHP(n+1, n) (unsatisfiable: what clause learning is for), ISCAS-like gate circuits (Tseitin
encodings of random netlists with 4-8 outputs set), two-terminal reachability on 3x3 .. 5x5
grids (Tseitin encodings of the k-step unfolding), 9x9 sudoku with its last 36-48 cells free,
and any --cnf file (sudoku_4.cnf, say) or --cnf-family of files (the ISCAS-89 circuits of the
public PSE-Benchmarks collection, say, or the committed planning CNFs:
--cnf-family "planning=tests/compile/data/planning/*.cnf").

With --bottom-up: our bottom-up compiler (`deeplog compile --compiler sdd`, its automatic vtree:
the SDD manager or the OBDD manager) beside CUDD (PyPI `dd`,
its dd.cudd module: dynamic reordering on, the clauses conjoined in the file's order, timed in a
child process from the variables declared to the last conjunction).

With --sdd: our SDD compiler (`deeplog compile --compiler sdd --vtree elimination -o X.sdd`)
beside the SDD library (PyPI PySDD, its `pysdd` command) twice: over our vtree with its vtree
search off (`-v X.vtree -r 0`: the same vtree, so the same canonical SDD; the script checks
that the sizes are equal, and the times compare the two apply implementations), and as the
SDD library compiles by default (a balanced vtree and dynamic vtree search).

For each instance: `deeplog compile FILE -o X.nnf` (its own `time:` line, which excludes the
process start; the circuit after compile's default extraction, `--extract prefixes`, unless
--extract names another level) and d4 (PyPI d4solver) compiling in a child process (timed inside it: the
clauses handed over to the end of compilation). Sizes are reported like for like, both smoothed:
our circuit is smooth; d4's .nnf is read by this library's reader, which smooths it, and
`deeplog stats` counts both (d4's own node/edge counts, whose edges carry literal lists, are
printed beside). Also both before smoothing, in d4's own form (`deeplog stats --unsmoothed`:
ours with its (x + not x) factors taken out, d4's as written, each converted to d4's form of
OR/AND/true/false nodes and edges that carry literals, and counted as d4 counts its output:
nodes, edges, the literals on them, and edges and literals together, the numbers its file
writes; the column gives the medians of the per-instance ratios).
With --extract full --extract-d4 both sides' circuits have their common
children fully extracted (ours by `compile --extract full`, whose time includes the pass; d4's
by `stats --extract`). The
counts must agree, or the script says so. d4 is not needed by the build or
CI; this script is a benchmark with a peer.
"""
import argparse
import glob
import multiprocessing as mp
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time


# ---- families -------------------------------------------------------------------------------

def random_kcnf(n, m, k, seed):
    rng = random.Random(seed)
    return n, [[v if rng.random() < 0.5 else -v for v in rng.sample(range(1, n + 1), k)]
               for _ in range(m)]


def colouring(vertices, edges, seed, colours=3):
    rng = random.Random(seed)
    pairs = set()
    while len(pairs) < edges:
        a, b = rng.sample(range(vertices), 2)
        pairs.add((min(a, b), max(a, b)))
    var = lambda v, c: v * colours + c + 1
    clauses = []
    for v in range(vertices):
        clauses.append([var(v, c) for c in range(colours)])
        for c in range(colours):
            for d in range(c + 1, colours):
                clauses.append([-var(v, c), -var(v, d)])
    for a, b in sorted(pairs):
        for c in range(colours):
            clauses.append([-var(a, c), -var(b, c)])
    return vertices * colours, clauses


def pigeonhole(holes):
    pigeons = holes + 1
    var = lambda p, h: p * holes + h + 1
    clauses = [[var(p, h) for h in range(holes)] for p in range(pigeons)]
    for h in range(holes):
        for p in range(pigeons):
            for q in range(p + 1, pigeons):
                clauses.append([-var(p, h), -var(q, h)])
    return pigeons * holes, clauses


def gate_circuit(inputs, gates, seed, window, constrained):
    """An ISCAS-like combinational circuit, Tseitin-encoded: each gate (AND, OR, NAND, NOR, XOR,
    NOT) reads 1-3 of the most recent `window` signals (wide windows: reconvergent fan-out), and
    `constrained` of the signals no gate reads (outputs) must be true. Variables: the inputs, then
    one per gate; the count is the number of input assignments that set those outputs."""
    rng = random.Random(seed)
    clauses, used = [], set()
    for g in range(gates):
        out = inputs + g + 1
        kind = rng.choice(["and", "or", "nand", "nor", "xor", "not"])
        arity = 1 if kind == "not" else (2 if kind == "xor" else rng.choice([2, 2, 3]))
        lo = max(1, out - window)
        ins = rng.sample(range(lo, out), min(arity, out - lo))
        used.update(ins)
        if kind == "not":
            a = ins[0]
            clauses += [[out, a], [-out, -a]]
        elif kind == "xor":
            a, b = ins[0], ins[-1]
            clauses += [[-out, a, b], [-out, -a, -b], [out, -a, b], [out, a, -b]]
        else:
            neg_out = kind in ("nand", "nor")
            o = -out if neg_out else out
            if kind in ("and", "nand"):  # o <-> AND(ins)
                clauses += [[-o, x] for x in ins] + [[o] + [-x for x in ins]]
            else:  # o <-> OR(ins)
                clauses += [[o, -x] for x in ins] + [[-o] + ins]
    outputs = [v for v in range(inputs + 1, inputs + gates + 1) if v not in used]
    for v in rng.sample(outputs, min(constrained, len(outputs))):
        clauses.append([v])
    return inputs + gates, clauses


def grid_reachability(side):
    """Two-terminal reachability on a side x side grid: one variable per undirected edge (an
    edge present or not), and the count is the number of edge sets that connect the corner
    (0, 0) to the corner (side-1, side-1). Reachability within k steps, r_k(v) = r_{k-1}(v) or
    some neighbour u with r_{k-1}(u) and edge(u, v), Tseitin-encoded for k up to the number of
    vertices - 1 (the unfolding that keeps cyclic self-support out, as a grounder of
    path/2 must); constants folded, every gate variable a function of the edge variables."""
    vertex = lambda r, c: r * side + c
    edges = {}
    for r in range(side):
        for c in range(side):
            for dr, dc in ((0, 1), (1, 0)):
                if r + dr < side and c + dc < side:
                    edges[(vertex(r, c), vertex(r + dr, c + dc))] = len(edges) + 1
    nbrs = {v: [] for v in range(side * side)}
    for (a, b), e in edges.items():
        nbrs[a].append((b, e))
        nbrs[b].append((a, e))
    n, clauses = len(edges), []

    def gate(kind, ins):  # a new variable o <-> AND/OR(ins), ins are literals
        nonlocal n
        n += 1
        o = n
        if kind == "and":
            clauses.extend([[-o, x] for x in ins] + [[o] + [-x for x in ins]])
        else:
            clauses.extend([[o, -x] for x in ins] + [[-o] + ins])
        return o

    reach = {v: (True if v == 0 else False) for v in nbrs}  # True, False or a variable
    for _ in range(side * side - 1):
        nxt = {}
        for v in nbrs:
            if reach[v] is True:
                nxt[v] = True
                continue
            terms = [] if reach[v] is False else [reach[v]]
            for u, e in nbrs[v]:
                if reach[u] is True:
                    terms.append(e)
                elif reach[u] is not False:
                    terms.append(gate("and", [reach[u], e]))
            nxt[v] = False if not terms else terms[0] if len(terms) == 1 else gate("or", terms)
        reach = nxt
    target = reach[side * side - 1]
    clauses.append([target])
    return n, clauses


def sudoku(free):
    """The 9x9 sudoku of sudoku_9.cnf (one-hot cells: variable 81r + 9c + d + 1 says cell (r, c)
    holds d + 1; a cell takes at least one value and at most one, two cells of a row, column
    or box never take the same) with the first 81 - free cells, row by row, given by unit
    clauses from a fixed solution, value(r, c) = (3 (r mod 3) + r div 3 + c) mod 9 + 1. How far
    a compiler gets towards the empty grid (free = 81, sudoku_9.cnf)."""
    var = lambda r, c, d: 81 * r + 9 * c + d + 1
    cells = [(r, c) for r in range(9) for c in range(9)]
    clauses = []
    for r, c in cells:
        clauses.append([var(r, c, d) for d in range(9)])
        clauses += [[-var(r, c, d), -var(r, c, e)] for d in range(9) for e in range(d + 1, 9)]
    for i, (r, c) in enumerate(cells):
        for s, t in cells[i + 1:]:
            if r == s or c == t or (r // 3 == s // 3 and c // 3 == t // 3):
                clauses += [[-var(r, c, d), -var(s, t, d)] for d in range(9)]
    for r, c in cells[:81 - free]:
        clauses.append([var(r, c, ((r % 3) * 3 + r // 3 + c) % 9)])
    return 729, clauses


def addition(digits):
    """Multi-digit addition with a free sum, the relation MNIST addition's circuit encodes: two
    numbers of `digits` one-hot decimal digits (variable blocks a_k, b_k of 10), one-hot sum
    digits s_k and a carry c_{k+1} per column, least significant column first; each one-hot block
    takes exactly one value (one clause, pairwise exclusions), and each column's inputs (a_k = i,
    b_k = j, carry in c_k) imply s_k = (i + j + c_k) mod 10 and the carry out. The last carry is
    the sum's leading digit. Nothing is observed, so the count is 10^(2 digits): every pair of
    numbers and its one sum. 62 variables at two digits."""
    a = lambda k, i: 30 * k + i + 1
    b = lambda k, i: 30 * k + 10 + i + 1
    s = lambda k, i: 30 * k + 20 + i + 1
    carry = lambda k: 30 * digits + k  # the carry out of column k - 1, k = 1..digits
    clauses = []
    for k in range(digits):
        for block in (a, b, s):
            clauses.append([block(k, i) for i in range(10)])
            clauses += [[-block(k, i), -block(k, j)] for i in range(10) for j in range(i + 1, 10)]
        for i in range(10):
            for j in range(10):
                for c in ((0,) if k == 0 else (0, 1)):
                    given = [-a(k, i), -b(k, j)] + ([] if k == 0 else [-carry(k) if c else carry(k)])
                    t = i + j + c
                    clauses.append(given + [s(k, t % 10)])
                    clauses.append(given + [carry(k + 1) if t >= 10 else -carry(k + 1)])
    return 31 * digits, clauses


def families():
    out = {}
    for n in (50, 75, 100):
        for ratio in (1.5, 2.5, 3.5, 4.26):
            out[f"3-cnf/n{n}/r{ratio}"] = [random_kcnf(n, round(ratio * n), 3, s) for s in range(3)]
    for v, e in ((25, 40), (40, 70), (60, 100), (100, 170)):
        out[f"colouring/v{v}/e{e}"] = [colouring(v, e, s) for s in range(3)]
    out["pigeonhole"] = [pigeonhole(h) for h in range(5, 10)]
    for i, g, w, c in ((32, 200, 64, 4), (40, 400, 200, 6), (50, 600, 300, 8)):
        out[f"circuit/i{i}/g{g}/w{w}"] = [gate_circuit(i, g, s, w, c) for s in range(3)]
    for side in (3, 4, 5):
        out[f"grid/{side}x{side}"] = [grid_reachability(side)]
    for digits in (1, 2, 3):
        out[f"addition/d{digits}"] = [addition(digits)]
    for free in (36, 39, 42, 45, 48):
        out[f"sudoku9/free{free}"] = [sudoku(free)]
    return out


def write_dimacs(path, n, clauses):
    with open(path, "w") as f:
        f.write(f"p cnf {n} {len(clauses)}\n")
        for c in clauses:
            f.write(" ".join(map(str, c)) + " 0\n")


def read_dimacs(path):
    n, clauses = 0, []
    with open(path) as f:
        for line in f:
            t = line.split()
            if not t or t[0] in ("c", "%"):
                continue
            if t[0] == "p":
                n = int(t[2])
                continue
            clauses.append([int(x) for x in t if x != "0"])
    return n, clauses


# ---- the two compilers ----------------------------------------------------------------------

def stats(tool, path, *extra):
    """(nodes, edges) of the circuit in FILE as `deeplog stats` reads it (smoothed unless extra
    says otherwise)."""
    kv = stats_lines(tool, path, *extra)
    return (int(kv["nodes"]), int(kv["edges"])) if kv else None


def stats_lines(tool, path, *extra):
    r = subprocess.run([tool, "stats", path, *extra], capture_output=True, text=True)
    if r.returncode != 0:
        return None
    return dict(line.split(": ", 1) for line in r.stdout.splitlines() if ": " in line)


def d4_form(tool, path):
    """The circuit before smoothing (`stats --unsmoothed`: a smooth circuit's factors taken
    out) in d4's own form, as d4 counts its .nnf output: (nodes, edges, literals on edges)."""
    kv = stats_lines(tool, path, "--unsmoothed")
    if not kv:
        return None
    return tuple(int(kv[f"d4-form {k}"]) for k in ("nodes", "edges", "literals"))


def ours(tool, cnf, nnf, timeout, compiler="topdown", *extra):
    r = subprocess.run([tool, "compile", cnf, "-o", nnf, "--timeout", str(timeout),
                        "--compiler", compiler, *extra], capture_output=True, text=True)
    if r.returncode != 0:
        return {"error": (r.stderr.strip().splitlines() or ["exit %d" % r.returncode])[-1]}
    kv = dict(line.split(": ", 1) for line in r.stdout.splitlines() if ": " in line)
    return {"time": float(kv["time"]), "nodes": int(kv["nodes"]), "edges": int(kv["edges"]),
            "models": int(kv["models"])}


def _d4_child(n, clauses, nnf, queue):
    import py_d4

    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)  # d4 prints its statistics on standard output
    t = time.perf_counter()
    r = py_d4.Solver(clauses, n).compile()
    elapsed = time.perf_counter() - t
    with open(nnf, "w") as f:
        f.write(r.getNNFString())
    queue.put({"time": elapsed, "d4_nodes": r.getNbNodes(), "d4_edges": r.getNbEdges(),
               "models": int(r.count([]))})


def in_child(target, args, timeout):
    """target(*args, queue) in a child process, killed past timeout seconds."""
    queue = mp.Queue()
    p = mp.Process(target=target, args=(*args, queue))
    p.start()
    p.join(timeout)
    if p.is_alive():
        p.kill()
        p.join()
        return {"error": f"over {timeout} s"}
    return queue.get() if not queue.empty() else {"error": f"exit {p.exitcode}"}


def d4(n, clauses, nnf, timeout):
    return in_child(_d4_child, (n, clauses, nnf), timeout)


def _cudd_child(n, clauses, queue):
    from dd import cudd

    b = cudd.BDD()
    b.configure(reordering=True)  # dynamic reordering (sifting), as CUDD is used
    names = [f"x{i}" for i in range(1, n + 1)]
    b.declare(*names)
    t = time.perf_counter()
    xs = [b.var(v) for v in names]
    f = b.true
    for c in clauses:  # clause by clause, in the file's order
        u = b.false
        for lit in c:
            u = u | (xs[lit - 1] if lit > 0 else ~xs[-lit - 1])
        f = f & u
    elapsed = time.perf_counter() - t
    queue.put({"time": elapsed, "bdd_nodes": f.dag_size, "models": int(f.count(nvars=n))})


def sdd_size(path):
    """The SDD library's size of an .sdd file: the elements of its decision nodes."""
    with open(path) as f:
        return sum(int(line.split()[3]) for line in f if line.startswith("D "))


def ours_sdd(tool, cnf, sdd, timeout):
    r = subprocess.run([tool, "compile", cnf, "-o", sdd, "--timeout", str(timeout),
                        "--compiler", "sdd", "--vtree", "elimination"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        return {"error": (r.stderr.strip().splitlines() or ["exit %d" % r.returncode])[-1]}
    kv = dict(line.split(": ", 1) for line in r.stdout.splitlines() if ": " in line)
    return {"time": float(kv["time"]), "size": sdd_size(sdd), "models": int(kv["models"])}


def pysdd_peer(cnf, timeout, *extra):
    """The SDD library's compiler (PyPI PySDD's `pysdd` command, beside this Python)."""
    exe = os.path.join(os.path.dirname(sys.executable), "pysdd")
    try:
        r = subprocess.run([exe, "-c", cnf, *extra], capture_output=True, text=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"error": f"over {timeout} s"}
    kv = {}
    for line in r.stdout.splitlines():
        if ":" in line:
            k, _, v = line.partition(":")
            kv[k.strip()] = v.split()[0] if v.split() else ""
    if r.returncode != 0 or "compilation time" not in kv:
        return {"error": f"exit {r.returncode}"}
    return {"time": float(kv["compilation time"]), "size": int(kv["sdd size"]),
            "models": int(kv["sdd model count"])}


def cudd_peer(n, clauses, timeout):
    return in_child(_cudd_child, (n, clauses), timeout)


# ---- report ---------------------------------------------------------------------------------

def median(xs):
    return statistics.median(xs) if xs else float("nan")


def written(instances, tmp):
    """Each instance as (index, variables, clauses, path of its DIMACS file in tmp)."""
    for i, (n, clauses) in enumerate(instances):
        cnf = os.path.join(tmp, f"{i}.cnf")
        write_dimacs(cnf, n, clauses)
        yield i, n, clauses, cnf


def compare(fams, tmp, peer, header, run_pair, columns):
    """One table row per family: run_pair(n, clauses, cnf) gives (ours, peer) per instance; the
    times' medians, the failures and the counts are common, columns(rows, both) the rest.
    True when some counts differ."""
    print(header)
    print("|---" * (header.count("|") - 1) + "|")
    bad = False
    for name, instances in fams.items():
        rows = []
        for i, n, clauses, cnf in written(instances, tmp):
            o, q = run_pair(n, clauses, cnf)
            rows.append((o, q))
            print(f"<!-- {name} #{i}: ours {o} {peer} {q} -->", file=sys.stderr, flush=True)
        both = [(o, q) for o, q in rows if "error" not in o and "error" not in q]
        agree = all(o["models"] == q["models"] for o, q in both)
        bad |= not agree
        ot = [o["time"] for o, _ in rows if "error" not in o]
        qt = [q["time"] for _, q in rows if "error" not in q]
        failed = (f" ({len(rows) - len(ot)} ours, {len(rows) - len(qt)} {peer} failed)"
                  if len(ot) < len(rows) or len(qt) < len(rows) else "")
        print(f"| {name} | {len(rows)}{failed} | {median(ot):.4f} | {median(qt):.4f} |"
              f" {columns(rows, both)} | {'equal' if agree else 'DIFFER'} |", flush=True)
    return bad


def d4_table(a, fams, tmp):
    """The top-down compiler beside d4: sizes like for like, both smoothed."""
    extract = ["--extract", a.extract] if a.extract else []
    extract_d4 = ["--extract"] if a.extract_d4 else []

    def run_pair(n, clauses, cnf):
        o = ours(a.deeplog, cnf, os.path.join(tmp, "ours.nnf"), a.timeout, "topdown", *extract)
        if "error" not in o:
            o["d4_form"] = d4_form(a.deeplog, os.path.join(tmp, "ours.nnf"))
        d = d4(n, clauses, os.path.join(tmp, "d4.nnf"), a.timeout)
        if "error" not in d:
            d["smoothed"] = stats(a.deeplog, os.path.join(tmp, "d4.nnf"), *extract_d4)
            d["d4_form"] = d4_form(a.deeplog, os.path.join(tmp, "d4.nnf"))
        return o, d

    def columns(rows, both):
        sized = [(o, d["smoothed"]) for o, d in both if d.get("smoothed") and d["smoothed"][1]]
        nodes = median([o["nodes"] / s[0] for o, s in sized])  # constant circuits left out
        edges = median([o["edges"] / s[1] for o, s in sized])
        own = (f"{median([d['d4_nodes'] for _, d in both]):.0f} / "
               f"{median([d['d4_edges'] for _, d in both]):.0f}")
        # Both before smoothing, in d4's form: per instance the ratio of each measure.
        formed = [(o["d4_form"], d["d4_form"]) for o, d in both
                  if o.get("d4_form") and d.get("d4_form") and d["d4_form"][1]]
        formed = [(x + (x[1] + x[2],), y + (y[1] + y[2],)) for x, y in formed]  # and both
        form = " / ".join(f"{median([x[k] / max(1, y[k]) for x, y in formed]):.2f}"
                          for k in range(4))
        return f"{nodes:.2f} | {edges:.2f} | {form} | {own}"

    both = (f"both smoothed, ours --extract {a.extract or 'prefixes'}" +
            (", d4's extracted" if a.extract_d4 else ""))
    return compare(fams, tmp, "d4",
                   "| family | instances | ours: median s | d4: median s"
                   f" | ours / d4 nodes ({both}) | ours / d4 edges ({both})"
                   " | ours / d4 in d4's form, both unsmoothed: nodes / edges / literals /"
                   " edges + literals"
                   " | d4's own nodes / edges | counts |",
                   run_pair, columns)


def bottom_up_table(a, fams, tmp):
    """Our bottom-up compiler (--compiler sdd) beside CUDD (PyPI dd, dd.cudd)."""
    def run_pair(n, clauses, cnf):
        return (ours(a.deeplog, cnf, os.path.join(tmp, "ours.nnf"), a.timeout, "sdd"),
                cudd_peer(n, clauses, a.timeout))

    def columns(rows, both):
        return (f"{median([o['nodes'] for o, _ in rows if 'error' not in o]):.0f} |"
                f" {median([c['bdd_nodes'] for _, c in rows if 'error' not in c]):.0f}")

    return compare(fams, tmp, "CUDD",
                   "| family | instances | ours (bottom-up): median s | CUDD: median s | ours:"
                   " median circuit nodes | CUDD: median BDD nodes | counts |", run_pair, columns)


def sdd_table(a, fams, tmp):
    """Our SDD compiler (elimination vtree) beside the SDD library on that vtree and on its own
    default. True when some counts differ, or the sizes on the same vtree do."""
    print("| family | instances | ours: median s | SDD library, our vtree: median s | SDD library,"
          " default: median s | ours: median SDD size | SDD library, default: median SDD size"
          " | sizes on our vtree | counts |")
    print("|---" * 9 + "|")
    bad = False
    for name, instances in fams.items():
        rows = []
        for i, n, clauses, cnf in written(instances, tmp):
            sdd = os.path.join(tmp, "ours.sdd")
            o = ours_sdd(a.deeplog, cnf, sdd, a.timeout)
            same = (pysdd_peer(cnf, a.timeout, "-v", os.path.join(tmp, "ours.vtree"), "-r", "0")
                    if "error" not in o else {"error": "no vtree (ours failed)"})
            lib = pysdd_peer(cnf, a.timeout)
            rows.append((o, same, lib))
            print(f"<!-- {name} #{i}: ours {o} same-vtree {same} default {lib} -->",
                  file=sys.stderr, flush=True)
        ok = lambda r: "error" not in r
        # The SDD library counts in 64 bits (s838_3_2's 2^65 models read 0 there): the counts
        # are compared modulo 2^64, and the row says so where ours is that large.
        wide = any(ok(row[0]) and row[0]["models"] >= 2**64 for row in rows)
        agree = all(len({r["models"] % 2**64 for r in row if ok(r)}) <= 1 for row in rows)
        sizes = all(o["size"] == s["size"] for o, s, _ in rows if ok(o) and ok(s))
        bad |= not agree or not sizes
        def col(k):
            xs = [row[k]["time"] for row in rows if ok(row[k])]
            failed = len(rows) - len(xs)
            return f"{median(xs):.4f}" + (f" ({failed} failed)" if failed else "")
        osz = median([o["size"] for o, _, _ in rows if ok(o)])
        lsz = median([l["size"] for _, _, l in rows if ok(l)])
        print(f"| {name} | {len(rows)} | {col(0)} | {col(1)} | {col(2)} | {osz:.0f} | {lsz:.0f} |"
              f" {'equal' if sizes else 'DIFFER'} | {'equal' if agree else 'DIFFER'}"
              f"{' (mod 2^64)' if wide else ''} |",
              flush=True)
    return bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--deeplog", required=True)
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--family", action="append", help="only families starting with this")
    ap.add_argument("--cnf", action="append", default=[], help="DIMACS files to add")
    ap.add_argument("--cnf-family", action="append", default=[], metavar="NAME=GLOB",
                    help="DIMACS files matching GLOB (sorted) as one family NAME, e.g. "
                         "iscas89/7_4='PSE-Benchmarks/benchmarks/s*_7_4.cnf'")
    ap.add_argument("--bottom-up", action="store_true",
                    help="our OBDD compiler beside CUDD (PyPI dd) instead of top-down beside d4")
    ap.add_argument("--sdd", action="store_true",
                    help="our SDD compiler (--vtree elimination) beside the SDD library (PyPI "
                         "PySDD) instead of top-down beside d4")
    ap.add_argument("--extract", choices=("none", "prefixes", "full"),
                    help="ours: compile --extract LEVEL (default: compile's own, prefixes); "
                         "the pass's time is included")
    ap.add_argument("--extract-d4", action="store_true",
                    help="d4's smoothed circuit with its common children extracted "
                         "(stats --extract, the full pass)")
    a = ap.parse_args()
    fams = families()
    if a.family:
        fams = {k: v for k, v in fams.items() if any(k.startswith(p) for p in a.family)}
    for path in a.cnf:
        fams[os.path.basename(path)] = [read_dimacs(path)]
    for spec in a.cnf_family:
        name, _, pattern = spec.partition("=")
        paths = sorted(glob.glob(pattern))
        if not name or not paths:
            ap.error(f"--cnf-family {spec}: no NAME or no file matches")
        fams[name] = [read_dimacs(p) for p in paths]
    with tempfile.TemporaryDirectory() as tmp:
        table = sdd_table if a.sdd else bottom_up_table if a.bottom_up else d4_table
        bad = table(a, fams, tmp)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
