// Built-in structures by name, for programs that choose one at run time (the deeplog tool, the
// benchmarks): visit_structure("probability", f) calls f(probability<double>{}). Real-valued
// structures use double. A user-defined structure needs no entry here: this is a convenience
// for command lines, not a registration the library depends on.
#pragma once

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

#include "deeplog/algebra/boolean.hpp"
#include "deeplog/algebra/counting.hpp"
#include "deeplog/algebra/fuzzy.hpp"
#include "deeplog/algebra/probability.hpp"
#include "deeplog/base/error.hpp"

namespace deeplog {

inline constexpr std::array<std::string_view, 10> structure_names{
    "boolean",  "counting",  "probability", "log-probability", "max-plus",
    "min-plus", "max-times", "godel",       "lukasiewicz",     "product"};

/// Thrown by visit_structure for a name not in structure_names.
class unknown_structure : public argument_error {
 public:
  explicit unknown_structure(std::string_view name)
      : argument_error("unknown structure '" + std::string(name) + "' (known: " + list() + ")") {}

 private:
  static std::string list() {
    std::string s;
    for (const auto n : structure_names) s += (s.empty() ? "" : ", ") + std::string(n);
    return s;
  }
};

/// Calls f(S{}) for the structure named `name`; every call of f must return the same type.
template <class F>
decltype(auto) visit_structure(std::string_view name, F&& f) {
  using R = std::invoke_result_t<F, boolean>;
  if (name == "boolean") return static_cast<R>(f(boolean{}));
  if (name == "counting") return static_cast<R>(f(counting{}));
  if (name == "probability") return static_cast<R>(f(probability<double>{}));
  if (name == "log-probability") return static_cast<R>(f(log_probability<double>{}));
  if (name == "max-plus") return static_cast<R>(f(max_plus<double>{}));
  if (name == "min-plus") return static_cast<R>(f(min_plus<double>{}));
  if (name == "max-times") return static_cast<R>(f(max_times<double>{}));
  if (name == "godel") return static_cast<R>(f(godel<double>{}));
  if (name == "lukasiewicz") return static_cast<R>(f(lukasiewicz<double>{}));
  if (name == "product") return static_cast<R>(f(product_tnorm<double>{}));
  throw unknown_structure(name);
}

/// Calls f(name, S{}) for every built-in structure, in structure_names order.
template <class F>
void for_each_structure(F&& f) {
  for (const auto name : structure_names) visit_structure(name, [&](auto s) { f(name, s); });
}

}  // namespace deeplog
