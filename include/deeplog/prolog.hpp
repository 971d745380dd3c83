// The prolog layer: ProbLog and DeepProbLog programs on the machine. Terms in an arena with a
// trail, the reader with ProbLog's operators and located errors, programs (rules, labelled facts,
// annotated disjunctions, neural predicates, queries, evidence), the tabled SLD grounder with
// ProbLog's built-ins and libraries, inference through the knowledge compiler and circuits
// (probabilities, top-k proofs), and learning of a program's probabilities and of its neural
// predicates' networks from examples.
#pragma once

#include "deeplog/prolog/grounder.hpp"
#include "deeplog/prolog/inference.hpp"
#include "deeplog/prolog/parser.hpp"
#include "deeplog/prolog/program.hpp"
#include "deeplog/prolog/term.hpp"
#include "deeplog/prolog/training.hpp"
