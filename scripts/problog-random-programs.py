#!/usr/bin/env python3
"""Writes random ProbLog programs for the differential test against ProbLog:

    python3 scripts/problog-random-programs.py [--full [--extra]] SEED COUNT OUTDIR
    python3 scripts/problog-oracle.py OUTDIR        # ProbLog's answers beside each program

The programs use what the front end supports, beyond stratified facts and rules: labelled
facts and annotated disjunctions over constants, probabilistic rules, rules whose bodies mix
conjunction, disjunction, stratified negation, ==, \\==, \\=, =, is/2, comparisons and
between/3, recursion (cycles through tabling), ground and non-ground queries, query clauses,
and evidence (facts and clauses). With --full the bodies and queries also use the rest of the
language: flexible probabilities (P::h :- ..., P is X / 4), findall/3 with length/2, sort/2 and
sum_list/2, call/N, not/1, the <- neck, standard order (@<), compare/3, =.. and negated queries
(query(\+ a)); tests/systems/problog/random-full holds such programs. --extra adds negative
head literals (p::\+h :- body over the base facts) and subquery/2 goals over lower strata
(tests/systems/problog/random-extra). Same SEED (and flags), same programs.
"""
import pathlib
import random
import sys

CONSTANTS = ["1", "2", "3"]
IDENTITY = ["==", "\\==", "\\=", "="]
TESTS = ["<", ">=", "=:=", "=\\="]
VARS = ["X", "Y", "Z"]


def prob(rng):
    return f"{rng.choice([0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9])}"


class Generator:
    def __init__(self, rng, full=False, extra=False):
        self.rng = rng
        self.full = full
        self.extra = extra
        self.lines = []
        # base predicates: name -> arity; derived predicates in strata
        self.base = {f"e{i}": rng.choice([0, 1, 1, 2, 2]) for i in range(rng.randint(2, 4))}
        self.derived = []  # (name, arity, stratum)
        for s in range(rng.randint(2, 4)):
            for j in range(rng.randint(1, 2)):
                self.derived.append((f"p{s}{j}", rng.choice([0, 1, 1, 2]), s))

    def atom(self, name, args):
        return name if not args else f"{name}({','.join(args)})"

    def facts(self):
        rng = self.rng
        for name, arity in self.base.items():
            tuples = [[rng.choice(CONSTANTS) for _ in range(arity)] for _ in range(rng.randint(1, 4))]
            seen = set()
            for t in tuples:
                a = self.atom(name, t)
                if a in seen:
                    continue
                seen.add(a)
                r = rng.random()
                if r < 0.2:
                    self.lines.append(f"{a}.")
                elif r < 0.8 or arity == 0:
                    self.lines.append(f"{prob(rng)}::{a}.")
            if arity > 0 and rng.random() < 0.4:  # an annotated disjunction over new tuples
                heads = []
                total = 0.0
                for c in rng.sample(CONSTANTS, rng.randint(2, 3)):
                    p = rng.choice([0.1, 0.2, 0.3])
                    total += p
                    heads.append(f"{p}::{self.atom(name, [c] * arity)}")
                self.lines.append("; ".join(heads) + ".")

    def callable_preds(self, stratum, negated):
        preds = [(n, a) for n, a in self.base.items()]
        for n, a, s in self.derived:
            if s < stratum or (s == stratum and not negated):
                preds.append((n, a))
        return preds

    def term(self, bound, allow_new=True):
        rng = self.rng
        if rng.random() < 0.3 or (not bound and not allow_new):
            return rng.choice(CONSTANTS)
        if bound and (rng.random() < 0.6 or not allow_new):
            return rng.choice(sorted(bound))
        return rng.choice(VARS)

    def body(self, stratum, head_vars):
        """A conjunction that binds every head variable before it is tested."""
        rng = self.rng
        goals, bound = [], set()
        for _ in range(rng.randint(1, 3)):
            n, a = rng.choice(self.callable_preds(stratum, False))
            args = [self.term(bound) for _ in range(a)]
            goals.append(self.atom(n, args))
            bound |= {x for x in args if x in VARS}
        for v in head_vars:  # range restriction: bind what is left by between/3
            if v not in bound:
                goals.append(f"between(1,3,{v})")
                bound.add(v)
        extras = rng.randint(0, 2)
        for _ in range(extras):
            if self.full and rng.random() < 0.5:
                goals.append(self.full_goal(stratum, bound))
                continue
            r = rng.random()
            if r < 0.3:  # stratified negation of a ground goal
                preds = [(n, a) for n, a in self.callable_preds(stratum, True)]
                n, a = rng.choice(preds)
                args = [self.term(bound, allow_new=False) for _ in range(a)]
                goals.append(f"\\+ {self.atom(n, args)}")
            elif r < 0.5 and bound:
                x = rng.choice(sorted(bound))
                goals.append(f"{x} {rng.choice(IDENTITY)} {self.term(bound, False)}")
            elif r < 0.7 and bound:
                x = rng.choice(sorted(bound))
                goals.append(f"{x} {rng.choice(TESTS)} {rng.choice(CONSTANTS)}")
            elif r < 0.85 and bound:
                x = rng.choice(sorted(bound))
                goals.append(f"W is {x} + {rng.choice(CONSTANTS)}, W < 5")
            elif bound:  # a test before its variable may be bound: ==/\\== at call time
                x = rng.choice(sorted(bound))
                goals.insert(0, f"{x} {rng.choice(IDENTITY[:2])} {rng.choice(CONSTANTS)}")
        return ", ".join(goals)

    def full_goal(self, stratum, bound):
        """A goal of the wider language, over predicates of lower strata (findall and negation
        need their goal complete)."""
        rng = self.rng
        lower = [(n, a) for n, a in self.callable_preds(stratum, True) if a >= 1]
        r = rng.random()
        if r < 0.3 and lower:  # findall over a lower predicate
            n, a = rng.choice(lower)
            args = [self.term(bound, allow_new=False) for _ in range(a - 1)]
            g = self.atom(n, args + ["V"])
            after = rng.choice([f"length(L, N), N >= {rng.randint(1, 2)}",
                                "sort(L, S), length(S, N), N < 2",
                                "sum_list(L, T), T > 2", "L = []", "L \\= []"])
            if self.lines and not any(l.startswith(":- use_module") for l in self.lines[:1]):
                self.lines.insert(0, ":- use_module(library(lists)).")
            return f"findall(V, {g}, L), {after}"
        if r < 0.45 and lower:  # call/N
            n, a = rng.choice(lower)
            args = [self.term(bound, allow_new=False) for _ in range(a)]
            return f"call({n}, {', '.join(args)})"
        if r < 0.6 and lower:  # not/1 as a prefix operator
            n, a = rng.choice(lower)
            args = [self.term(bound, allow_new=False) for _ in range(a)]
            return f"not {self.atom(n, args)}"
        if r < 0.75 and bound:  # standard order
            x = rng.choice(sorted(bound))
            return f"{x} {rng.choice(['@<', '@>=', '@=<'])} {rng.choice(CONSTANTS + ['a', 'f(1)'])}"
        if r < 0.85 and bound:  # compare/3 (ProbLog accepts only a variable for the order)
            x = rng.choice(sorted(bound))
            rng.choice(["<", "=", ">"])  # (kept: the same seed gives the same programs)
            return f"compare(O, {x}, {rng.choice(CONSTANTS)})"
        if self.extra and lower and rng.random() < 0.5:  # a subquery, its goal ground
            n, a = rng.choice(lower)
            g = self.atom(n, [rng.choice(CONSTANTS) for _ in range(a)])
            return f"subquery({g}, Q), Q {rng.choice(['>', '<'])} 0.33"
        x = rng.choice(sorted(bound)) if bound else rng.choice(CONSTANTS)
        return f"T =.. [g, {x}], T \\== g(0)"

    def rules(self):
        rng = self.rng
        for n, a, s in self.derived:
            for _ in range(rng.randint(1, 3)):
                head_args = [rng.choice(VARS[:2]) if rng.random() < 0.8 else rng.choice(CONSTANTS)
                             for _ in range(a)]
                head = self.atom(n, head_args)
                head_vars = sorted({x for x in head_args if x in VARS})
                body = self.body(s, head_vars)
                if rng.random() < 0.2:
                    body = f"({body}) ; ({self.body(s, head_vars)})"
                label = f"{prob(rng)}::" if rng.random() < 0.2 else ""
                neck = ":-"
                if self.full and head_vars and rng.random() < 0.2:  # a flexible probability
                    label = "P::"
                    body = f"({body}), P is {rng.choice(head_vars)} / 4"
                if self.full and rng.random() < 0.1:
                    neck = "<-"
                self.lines.append(f"{label}{head} {neck} {body}.")
            if self.extra and rng.random() < 0.3:  # a negative head literal over the base facts
                head_args = [rng.choice(VARS[:2]) if rng.random() < 0.7 else rng.choice(CONSTANTS)
                             for _ in range(a)]
                head_vars = sorted({x for x in head_args if x in VARS})
                bn = rng.choice(sorted(self.base))
                ba = self.base[bn]
                args = [head_vars[i] if i < len(head_vars) else rng.choice(CONSTANTS)
                        for i in range(ba)]
                goals = [self.atom(bn, args)]
                goals += [f"between(1, 3, {v})" for v in head_vars[ba:]]
                label = rng.choice([f"{prob(rng)}::", ""])
                self.lines.append(f"{label}\\+{self.atom(n, head_args)} :- {', '.join(goals)}.")

    def queries(self):
        rng = self.rng
        preds = [(n, a) for n, a, _ in self.derived] + list(self.base.items())
        for _ in range(rng.randint(1, 3)):
            n, a = rng.choice(preds)
            args = [rng.choice(CONSTANTS + ["_", "X"]) for _ in range(a)]
            args = ["Y" if x == "_" else x for x in args]
            self.lines.append(f"query({self.atom(n, args)}).")
        if rng.random() < 0.3:
            n, a = rng.choice(preds)
            self.lines.append(f"query({self.atom(n, ['X'] * a)}) :- between(1,2,X).")
        if self.full and rng.random() < 0.3:
            n, a = rng.choice(preds)
            self.lines.append(f"query(\\+ {self.atom(n, [rng.choice(CONSTANTS) for _ in range(a)])}).")
        if rng.random() < 0.3:
            n, a = rng.choice(preds)
            e = self.atom(n, [rng.choice(CONSTANTS) for _ in range(a)])
            self.lines.append(f"evidence({e}, {rng.choice(['true', 'false'])}).")

    def program(self):
        self.facts()
        self.rules()
        self.queries()
        return "\n".join(self.lines) + "\n"


def main():
    args = sys.argv[1:]
    full = "--full" in args
    extra = "--extra" in args
    args = [a for a in args if a not in ("--full", "--extra")]
    seed, count, out = int(args[0]), int(args[1]), pathlib.Path(args[2])
    out.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        rng = random.Random(seed * 1_000_003 + i)
        name = f"{'x' if extra else 'f' if full else 'r'}{seed}_{i:04d}.pl"
        (out / name).write_text(Generator(rng, full, extra).program())


if __name__ == "__main__":
    main()
