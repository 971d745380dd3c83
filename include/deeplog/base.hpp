// The base layer: what every layer shares and none redefines. Portability macros and the version
// (config.hpp), the error base that every library error derives from with the typed errors of
// misuse and malformed input (error.hpp), process-wide budgets of time, memory and nodes that turn
// blow-ups into budget_exceeded (resources.hpp), output files written atomically (files.hpp), the
// line lexer with located errors that every text reader uses (text.hpp), exp, log and log1p in
// forms that vectorise over a batch (math.hpp), and strongly connected components of a graph
// (graph.hpp). It depends on the standard library alone.
#pragma once

#include "deeplog/base/config.hpp"
#include "deeplog/base/error.hpp"
#include "deeplog/base/files.hpp"
#include "deeplog/base/graph.hpp"
#include "deeplog/base/math.hpp"
#include "deeplog/base/resources.hpp"
#include "deeplog/base/text.hpp"
