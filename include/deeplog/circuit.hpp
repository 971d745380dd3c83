// The circuit layer: the algebraic circuit as a runtime DAG. Nodes are numbered in layer order
// (sorted by depth, then kind), so every layer is a contiguous run whose children lie in earlier
// layers; the builder hash-conses nodes and applies only the rewrites that the structure's laws
// license; the reference evaluator defines what every backend computes. The io folder reads and
// writes circuit files: SDD with its vtree, c2d and d4 NNF, literal weights and Graphviz pictures,
// every error located by file, line and column. properties.hpp checks decomposability and
// smoothness; smoothing.hpp makes a circuit smooth, each factor (x + not x) where a plus node's
// child lacks its variable.
#pragma once

#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/circuit/io/dot.hpp"
#include "deeplog/circuit/io/nnf.hpp"
#include "deeplog/circuit/io/read.hpp"
#include "deeplog/circuit/io/sdd.hpp"
#include "deeplog/circuit/io/vtree.hpp"
#include "deeplog/circuit/io/weights.hpp"
#include "deeplog/circuit/properties.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/circuit/smoothing.hpp"
