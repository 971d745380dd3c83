// Uses the installed core headers only: the paper's alarm formula as text, compiled into a
// circuit and evaluated with its gradient, against the reference semantics.
#include <deeplog/core.hpp>

#include <cmath>
#include <cstdio>
#include <vector>

int main() {
  namespace language = deeplog::language;
  constexpr auto P = language::id_of<deeplog::probability<double>>();
  language::model m;
  m.phi = language::parse("sum[B] sum[E] (b[B]_B | e[E]_B)_P * (b[B]_P * e[E]_P)");
  m.alpha.set("b[true]_P", 0.7);
  m.alpha.set("b[false]_P", 0.3);
  m.alpha.set("e[true]_P", 0.01);
  m.alpha.set("e[false]_P", 0.99);
  m.alpha.declare_distribution("b", P);
  m.alpha.declare_distribution("e", P);
  const auto c = deeplog::compile::compile_formula(m);
  const std::vector<language::assignment> one(1);
  const double v = deeplog::pipeline::infer(c, m, one)[0];
  const double ref = language::evaluate_reference(m, {});
  const auto grad = deeplog::pipeline::gradient(c, m, {});
  for (const auto& [atom, d] : grad) std::printf("d/d %s = %.6f\n", atom.c_str(), d);
  std::printf("alarm: %.6f (reference %.6f)\n", v, ref);
  // d/d alpha(b[true]) = alpha(e[true]) + alpha(e[false]) = 1; d/d alpha(e[true]) =
  // alpha(b[false]).
  const bool ok = std::abs(v - 0.703) < 1e-12 && std::abs(v - ref) < 1e-12 &&
                  std::abs(grad.at("b[true]_P") - 1.0) < 1e-12 &&
                  std::abs(grad.at("e[true]_P") - 0.3) < 1e-12;
  return ok ? 0 : 1;
}
