// libFuzzer target: formula text (`deeplog infer` / `compile --formula`) through the parser,
// the lowering into a circuit (Boolean parts by the top-down compiler under a node budget) and
// evaluation. The input is the formula, then optionally "\n%%\n" and labels (one
// `ATOM = NUMBER` a line), then optionally "\n%%\n" and domains (one `X = c1,c2,...` a line,
// at most 4 variables of at most 4 constants). Any outcome but a value, a language::formula_error
// (syntax, type, evaluation) or a budget_exceeded (nodes: the Boolean compiler's and grounding's
// budgets) is a bug; a formula that compiles and
// evaluates must give the value of the reference semantics (language::evaluate_reference).
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "deeplog/base/resources.hpp"
#include "deeplog/compile/formula_to_circuit.hpp"
#include "deeplog/language.hpp"
#include "deeplog/pipeline.hpp"

namespace {

std::vector<std::string_view> split(std::string_view s, std::string_view sep) {
  std::vector<std::string_view> out;
  for (;;) {
    const auto p = s.find(sep);
    out.push_back(s.substr(0, p));
    if (p == std::string_view::npos) return out;
    s.remove_prefix(p + sep.size());
  }
}

std::string trim(std::string_view s) {
  const auto b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
  return b == std::string_view::npos ? std::string() : std::string(s.substr(b, e - b + 1));
}

deeplog::language::term constant(const std::string& s) {
  if (!s.empty() && s.find_first_not_of("0123456789") == std::string::npos && s.size() < 10)
    return deeplog::language::term::integer(std::stoll(s));
  return deeplog::language::term::symbol(s);
}

bool agree(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  if (a == b) return true;  // infinities
  return std::fabs(a - b) <= 1e-6 * std::max({1.0, std::fabs(a), std::fabs(b)});
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace deeplog;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const auto parts = split(input, "\n%%\n");
  try {
    language::model m;
    m.phi = language::parse(parts[0]);
    if (parts.size() > 1)
      for (const auto line : split(parts[1], "\n")) {
        const auto eq = line.rfind('=');
        if (eq == std::string_view::npos) continue;
        const std::string value = trim(line.substr(eq + 1));
        char* end = nullptr;
        const double v = std::strtod(value.c_str(), &end);
        if (value.empty() || *end != '\0' || !std::isfinite(v)) continue;
        m.alpha.set(trim(line.substr(0, eq)), v);
      }
    if (parts.size() > 2) {
      for (const auto line : split(parts[2], "\n")) {
        const auto eq = line.find('=');
        if (eq == std::string_view::npos || m.domains.size() == 4) continue;
        auto& d = m.domains[trim(line.substr(0, eq))];
        for (const auto c : split(line.substr(eq + 1), ","))
          if (const std::string t = trim(c); !t.empty() && d.size() < 4) d.push_back(constant(t));
      }
    }
    compile::formula_compile_options o;
    // Nested aggregations ground in time exponential in their nesting (a 3 KB input took
    // minutes): the compiler gets a deterministic grounding budget (a time budget would make
    // the run depend on the machine's speed), and evaluation, which compares against the
    // reference semantics, only inputs whose reference cost is bounded too.
    constexpr std::uint64_t max_ground_nodes = 1 << 11;
    o.max_ground_nodes = max_ground_nodes;
    o.compiler = [](const compile::boolean_formula& f,
                    std::span<const compile::boolean_formula::ref> roots) {
      compile::compile_options co;
      co.budget.max_nodes = 1 << 14;
      return compile::compile(f, roots, co);
    };
    const compile::compiled_formula c = compile::compile_formula(m, o);
    if (language::ground_size(m) > max_ground_nodes) return 0;
    const std::vector<language::assignment> batch{language::assignment{}};
    const double value = pipeline::infer(c, m, batch)[0];
    double reference = 0;
    try {
      reference = language::evaluate_reference(m, {});
    } catch (const language::formula_error&) {
      return 0;  // the reference semantics may reject what compilation resolved statically
    }
    if (!agree(value, reference)) std::abort();
  } catch (const language::formula_error&) {
  } catch (const budget_exceeded&) {
  }
  return 0;
}
