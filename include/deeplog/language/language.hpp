// The language layer: structures at runtime, formulas (runtime AST and expression templates),
// text syntax, labelling, models and their reference semantics.
#pragma once

#include "deeplog/language/expr.hpp"
#include "deeplog/language/expr_eval.hpp"
#include "deeplog/language/expr_lower.hpp"
#include "deeplog/language/formula.hpp"
#include "deeplog/language/groups.hpp"
#include "deeplog/language/labelling.hpp"
#include "deeplog/language/model.hpp"
#include "deeplog/language/structures.hpp"
#include "deeplog/language/syntax.hpp"
