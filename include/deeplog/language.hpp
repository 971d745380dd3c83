// The language layer: the DeepLog language. Structures named at runtime, formulas as a runtime tree
// read from text and as expression templates (the compile-time circuit), atoms with regular and
// reification variables, aggregation, transformations between structures, labelling functions and
// models, and their reference semantics: the paper's definitions evaluated directly, the oracle of
// every compiled result.
#pragma once

#include "deeplog/language/expr.hpp"
#include "deeplog/language/expr_diff.hpp"
#include "deeplog/language/expr_eval.hpp"
#include "deeplog/language/expr_lower.hpp"
#include "deeplog/language/formula.hpp"
#include "deeplog/language/groups.hpp"
#include "deeplog/language/labelling.hpp"
#include "deeplog/language/model.hpp"
#include "deeplog/language/structures.hpp"
#include "deeplog/language/syntax.hpp"
