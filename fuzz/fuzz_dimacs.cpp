// libFuzzer target: DIMACS parsing (clauses, `c p weight` and `w` weight lines), then top-down
// compilation under a small budget (with its substitution of equivalent literals, which the
// OBDD and SDD compilers below do not make). Any outcome but a circuit, deeplog::format_error or
// compile::budget_exceeded is a bug; weights that read must be finite and non-negative, a
// compiled circuit must be decomposable and smooth, and a formula that compiles must have the
// model count and the weighted model count (weights of its own) that the OBDD compiler finds,
// the same count with the OBDD's variables sifted as it conjoins, and the same count and weighted
// count from the SDD manager over the elimination and the balanced vtree.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "deeplog/algebra/boolean.hpp"
#include "deeplog/algebra/counting.hpp"
#include "deeplog/algebra/probability.hpp"
#include "deeplog/circuit/properties.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/compile/compile.hpp"
#include "deeplog/compile/dimacs.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace deeplog;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  try {
    const compile::cnf f =
        compile::parse_dimacs(input, "f", {.max_variables = 64, .max_clauses = 4096});
    for (const auto& w : f.weights())
      if (!(w.positive >= 0 && w.negative >= 0 && std::isfinite(w.positive) &&
            std::isfinite(w.negative)))
        std::abort();
    compile::compile_options o;
    o.budget.max_nodes = 1 << 14;
    const auto c = compile::compile(f, o);
    if (check_dnnf(c)) std::abort();
    if (f.num_variables() <= 16) {
      o.compiler = compile::compiler_kind::bottom_up;
      const auto d = compile::compile(f, o);
      if (check_dnnf(d)) std::abort();
      const std::vector<std::uint64_t> ones_c(c.num_inputs(), 1), ones_d(d.num_inputs(), 1);
      if (evaluate_reference<counting>(c, std::span<const std::uint64_t>(ones_c))[0] !=
          evaluate_reference<counting>(d, std::span<const std::uint64_t>(ones_d))[0])
        std::abort();
      // Literal weights 1/(v+2) and 1 - 1/(v+3): a variable weighed twice changes the sum.
      std::vector<double> w(2 * std::size_t(f.num_variables()));
      for (std::size_t i = 0; i < w.size(); ++i)
        w[i] = i % 2 ? 1 - 1.0 / double(i / 2 + 3) : 1.0 / double(i / 2 + 2);
      const auto wc = std::span<const double>(w).first(c.num_inputs());
      const auto wd = std::span<const double>(w).first(d.num_inputs());
      const double a = evaluate_reference<probability<double>>(c, wc)[0],
                   b = evaluate_reference<probability<double>>(d, wd)[0];
      if (std::fabs(a - b) > 1e-9 * std::max(std::fabs(a), std::fabs(b))) std::abort();
      // Sifting from the first few nodes on, and the automatic restart past 16: the same count.
      for (auto r : {compile::obdd_reordering::sift, compile::obdd_reordering::automatic}) {
        compile::obdd_manager m(f.num_variables(), compile::force_order(f), o.budget);
        const auto root = compile::obdd_of(m, f, {r, 4, 16});
        if (m.model_count(root) !=
            double(evaluate_reference<counting>(c, std::span<const std::uint64_t>(ones_c))[0]))
          std::abort();
      }
      // The SDD manager, garbage collected from the first few nodes on.
      for (auto v : {compile::vtree_choice::elimination, compile::vtree_choice::balanced}) {
        if (f.num_variables() == 0) break;
        compile::sdd_manager m(*compile::choose_vtree(f, v).tree, o.budget);
        const auto root = compile::sdd_of(m, f, 4);
        const circuit e = compile::sdd_to_circuit(m, root, o.budget);
        if (check_dnnf(e)) std::abort();
        const std::vector<std::uint64_t> ones_e(e.num_inputs(), 1);
        const auto count_e =
            evaluate_reference<counting>(e, std::span<const std::uint64_t>(ones_e))[0];
        if (count_e != evaluate_reference<counting>(c, std::span<const std::uint64_t>(ones_c))[0] ||
            m.model_count(root) != double(count_e))
          std::abort();
        const double x = evaluate_reference<probability<double>>(
            e, std::span<const double>(w).first(e.num_inputs()))[0];
        if (std::fabs(a - x) > 1e-9 * std::max(std::fabs(a), std::fabs(x))) std::abort();
      }
    }
  } catch (const deeplog::format_error&) {
  } catch (const compile::budget_exceeded&) {
  }
  return 0;
}
