// The compile layer: from formulas and CNFs to circuits. Boolean formulas and their Tseitin CNF,
// the DIMACS reader, preprocessing, the top-down Decision-DNNF compiler and the bottom-up OBDD
// compiler under budgets, and the lowering of a DeepLog formula into a circuit whose leaves say
// which atom or constant they read, with negations and transformations pushed to the leaves, or
// into a mixed circuit: single-structure segments joined by transformation, aggregation and
// negation leaves.
#pragma once

#include "deeplog/compile/boolean_formula.hpp"
#include "deeplog/compile/budget.hpp"
#include "deeplog/compile/cnf.hpp"
#include "deeplog/compile/compile.hpp"
#include "deeplog/compile/dimacs.hpp"
#include "deeplog/compile/elimination.hpp"
#include "deeplog/compile/formula_to_circuit.hpp"
#include "deeplog/compile/obdd.hpp"
#include "deeplog/compile/preprocess.hpp"
#include "deeplog/compile/topdown.hpp"
#include "deeplog/compile/tseitin.hpp"
