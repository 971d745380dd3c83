// Shared by `deeplog compile FILE.cnf` and `deeplog count FILE.cnf`: read a DIMACS file,
// compile it with the chosen compiler and budgets, and count (weighted) models on the circuit.
// `deeplog run` reads its compiler flags here too.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <iterator>
#include <limits>
#include <string>
#include <utility>

#include "commands.hpp"
#include "deeplog/algebra/big_counting.hpp"
#include "deeplog/algebra/probability.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/compile/compile.hpp"
#include "deeplog/compile/dimacs.hpp"

namespace deeplog::tool {

/// The entry of `all` whose to_string is `value` (one spelling for the flag, the output and the
/// message); usage_error "--FLAG is a, b or c, not 'value'" otherwise.
template <class T, std::size_t N>
T named_choice(const std::string& flag, const std::string& value, const T (&all)[N]) {
  const auto* found = std::find_if(std::begin(all), std::end(all),
                                   [&](T x) { return compile::to_string(x) == value; });
  if (found != std::end(all)) return *found;
  std::string names;
  for (std::size_t i = 0; i < N; ++i) {
    if (i > 0) names += i + 1 == N ? " or " : ", ";
    names += compile::to_string(all[i]);
  }
  throw usage_error("--" + flag + " is " + names + ", not '" + value + "'");
}

/// --compiler, --reorder, --vtree, --backbone, --equivalences, --heuristic and --extract into `o`,
/// shared by the commands that compile (`compile` and `count`; `run` accepts only --compiler and
/// --vtree); usage_error for a value that is not one of the choices or for a flag of one compiler
/// given to the other.
inline void read_compiler_flags(const args& a, compile::compile_options& o) {
  const std::string k = a.get_or("compiler", "topdown");
  if (k == "topdown") {
    o.compiler = compile::compiler_kind::topdown;
  } else if (k == "sdd" || k == "obdd") {
    o.compiler = compile::compiler_kind::bottom_up;
  } else {
    throw usage_error("--compiler is topdown or sdd (alias: obdd), not '" + k + "'");
  }
  const std::string r = a.get_or("reorder", "automatic");
  if (r == "automatic") {
    o.reordering = compile::obdd_reordering::automatic;
  } else if (r == "sift") {
    o.reordering = compile::obdd_reordering::sift;
  } else if (r == "none") {
    o.reordering = compile::obdd_reordering::none;
  } else {
    throw usage_error("--reorder is automatic, sift or none, not '" + r + "'");
  }
  if (a.has("reorder") && o.compiler != compile::compiler_kind::bottom_up)
    throw usage_error(
        "--reorder orders the variables of --compiler sdd; the top-down compiler "
        "has no variable order");
  if (auto v = a.get("vtree")) {
    if (o.compiler != compile::compiler_kind::bottom_up)
      throw usage_error("--vtree is the vtree of --compiler sdd; the top-down compiler has none");
    if (*v == "automatic") {
      o.vtree = compile::vtree_choice::automatic;
    } else if (*v == "right-linear") {
      o.vtree = compile::vtree_choice::right_linear;
    } else if (*v == "balanced") {
      o.vtree = compile::vtree_choice::balanced;
    } else if (*v == "elimination") {
      o.vtree = compile::vtree_choice::elimination;
    } else if (v->size() > 6 && v->substr(v->size() - 6) == ".vtree") {
      o.vtree = compile::vtree_choice::given;
      o.given_vtree = io::read_vtree(*v);
    } else {
      throw usage_error(
          "--vtree is automatic, right-linear, balanced, elimination or a FILE.vtree, not '" + *v +
          "'");
    }
    if (a.has("reorder") && o.vtree != compile::vtree_choice::right_linear)
      throw usage_error("--reorder reorders OBDDs (--vtree right-linear), not SDDs over " +
                        std::string(o.vtree == compile::vtree_choice::automatic
                                        ? "the automatic choice of"
                                        : "a " + std::string(compile::to_string(o.vtree))) +
                        " vtree");
  } else if (a.has("reorder")) {
    o.vtree = compile::vtree_choice::right_linear;  // --reorder alone: the OBDD manager
  }
  // The top-down compiler's steps that --NAME on|off switches.
  for (auto [name, flag] :
       {std::pair{"backbone", &o.backbone}, std::pair{"equivalences", &o.equivalences}}) {
    const auto v = a.get(name);
    if (!v) continue;
    const std::string flag_name = std::string("--") + name;
    if (*v != "on" && *v != "off") throw usage_error(flag_name + " is on or off, not '" + *v + "'");
    if (o.compiler != compile::compiler_kind::topdown)
      throw usage_error(flag_name + " is a step of the top-down compiler, not of --compiler sdd");
    *flag = *v == "on";
  }
  if (auto h = a.get("heuristic")) {
    if (o.compiler != compile::compiler_kind::topdown)
      throw usage_error(
          "--heuristic is the decision heuristic of the top-down compiler, not of --compiler sdd");
    constexpr compile::decision_heuristic all[] = {
        compile::decision_heuristic::automatic, compile::decision_heuristic::decomposition,
        compile::decision_heuristic::occurrences, compile::decision_heuristic::elimination_order,
        compile::decision_heuristic::partial_order};
    o.heuristic = named_choice("heuristic", *h, all);
  }
  if (auto x = a.get("extract")) {
    constexpr compile::extraction_level all[] = {compile::extraction_level::none,
                                                 compile::extraction_level::prefixes,
                                                 compile::extraction_level::full};
    o.extraction = named_choice("extract", *x, all);
  }
}

/// The compiler flags and budgets of `compile` and `count`; `extraction` where --extract is not
/// given (count's circuit is evaluated once: none).
inline compile::compile_options cnf_compile_options(
    const args& a, compile::extraction_level extraction = compile::compile_options{}.extraction) {
  compile::compile_options o;
  o.extraction = extraction;
  read_compiler_flags(a, o);
  const long long nodes = a.get_int("max-nodes", 1ll << 24);
  if (nodes <= 0) throw usage_error("--max-nodes must be positive");
  o.budget.max_nodes = static_cast<std::size_t>(nodes);
  if (auto t = a.get("timeout")) {
    // The whole text, a finite positive number (stod took "5abc" as 5 and "inf").
    const std::optional<double> v = parse_double(*t);
    if (!v || !std::isfinite(*v)) throw usage_error("--timeout expects seconds, got '" + *t + "'");
    if (!(*v > 0)) throw usage_error("--timeout must be positive");
    o.budget.max_seconds = *v;
  }
  return o;
}

/// The exact model count of a compiled CNF (one root, literal inputs of its variables), in
/// big_counting. `b`'s time limit, counted from `start` (the command's start: --timeout
/// covers reading, compiling and counting), and the process budget are polled at every node;
/// products of many factors are n-ary (big_natural::product), so the 2^n of n free variables
/// costs O(n).
inline big_natural count_models(
    const circuit& c, const compile::budget& b = {},
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now()) {
  compile::budget_guard guard(b, "model count", start);
  guard.time();
  const std::vector<big_natural> ones(c.num_inputs(), big_natural(1));
  const auto roots = evaluate_reference<big_counting>(c, std::span<const big_natural>(ones), {},
                                                      [&] { guard.time(); });
  return roots.empty() ? big_natural() : roots[0];
}

/// The weighted model count with the file's literal weights.
inline double weighted_count(const circuit& c, const compile::cnf& f) {
  std::vector<double> w(c.num_inputs(), 1.0);
  for (std::uint32_t v = 0; v < f.num_variables() && 2 * std::size_t(v) + 1 < w.size(); ++v) {
    w[literal_input(v, false)] = f.weights()[v].positive;
    w[literal_input(v, true)] = f.weights()[v].negative;
  }
  return evaluate_reference<probability<double>>(c, std::span<const double>(w))[0];
}

}  // namespace deeplog::tool
