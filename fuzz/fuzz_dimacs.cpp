// libFuzzer target: DIMACS parsing (clauses, `c p weight` and `w` weight lines), then top-down
// compilation under a small budget. Any outcome but a circuit, deeplog::format_error or
// compile::budget_exceeded is a bug; weights that read must be finite and non-negative, and a
// formula that compiles must have as many models as the OBDD compiler finds.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "deeplog/algebra/boolean.hpp"
#include "deeplog/algebra/counting.hpp"
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
    if (f.num_variables() <= 16) {
      o.compiler = compile::compiler_kind::obdd;
      const auto d = compile::compile(f, o);
      const std::vector<std::uint64_t> ones_c(c.num_inputs(), 1), ones_d(d.num_inputs(), 1);
      if (evaluate_reference<counting>(c, std::span<const std::uint64_t>(ones_c))[0] !=
          evaluate_reference<counting>(d, std::span<const std::uint64_t>(ones_d))[0])
        std::abort();
    }
  } catch (const deeplog::format_error&) {
  } catch (const compile::budget_exceeded&) {
  }
  return 0;
}
