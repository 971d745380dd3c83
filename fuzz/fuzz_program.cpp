// libFuzzer target: DeepProbLog-style program text through reading, grounding (small
// budgets) and inference. Any outcome but probabilities in [0, 1], a program_error or a
// compiler budget_exceeded is a bug.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "deeplog/prolog.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace deeplog;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  prolog::inference_options o;
  o.grounding.max_answers = 4096;
  o.grounding.max_depth = 64;
  // Small grounding budgets: the defaults allow tens of seconds on one runaway input.
  o.grounding.max_calls = 1 << 12;
  o.grounding.max_steps = 1 << 20;
  o.grounding.max_term_size = 1 << 12;
  o.grounding.max_table_cells = 1 << 18;
  o.max_formula_nodes = 1 << 16;
  o.compiler.budget.max_nodes = 1 << 16;
  o.grounding.max_findall_choices = 8;
  o.grounding.max_findall_proofs = 1 << 10;
  prolog::load_options lo;
  lo.consult = false;  // (what a mutation names must not depend on the machine's files)
  try {
    const prolog::program p = prolog::parse_program(input, "p.pl", lo);
    for (const auto& r : prolog::run(p, o))
      if (!(r.probability >= -1e-9 && r.probability <= 1 + 1e-9)) std::abort();
  } catch (const prolog::program_error&) {
  } catch (const compile::budget_exceeded&) {
  }
  return 0;
}
