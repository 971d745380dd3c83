// Quick start: a new semiring as a type, the running example's circuit (burglary or
// earthquake: b + (not b) * e) in a built-in structure and in the new one, with gradients.
#include <deeplog/core.hpp>

#include <cmath>
#include <cstdio>
#include <vector>

// [snippet bottleneck]
struct bottleneck {  // (max, min) over capacities: the whole definition, no registration
  using value_type = double;
  static constexpr deeplog::algebraic_laws laws{.plus_idempotent = true,
                                                .plus_selective = true,
                                                .times_idempotent = true,
                                                .times_selective = true};
  double zero() const { return 0.0; }
  double one() const { return 1e300; }
  double plus(double a, double b) const { return a >= b ? a : b; }
  double times(double a, double b) const { return a <= b ? a : b; }
};
static_assert(deeplog::Semiring<bottleneck>);
// [/snippet bottleneck]

int main() {
  using namespace deeplog;
  circuit_builder cb;
  const node_id b = cb.literal(0, false), not_b = cb.literal(0, true), e = cb.literal(1, false);
  cb.add_root(cb.plus({b, cb.times({not_b, e})}));
  const circuit c = cb.build();

  const std::vector<double> p{0.7, 0.3, 0.01, 0.99};  // alpha(b[true]), alpha(b[false]), ...
  cpu_evaluator<probability<double>> prob(c, /*batch=*/1);
  const double v = prob.forward(p)[0];  // 0.703, the paper's number
  std::vector<double> grad(4);
  prob.backward(std::vector<double>{1.0}, grad);  // reverse mode: d v / d leaf labels

  cpu_evaluator<bottleneck> bn(c, 1);  // the same circuit in the new structure
  const double cap = bn.forward(std::vector<double>{5, 2, 3, 9})[0];

  std::printf("probability %.4f, d/d b[true] %.4f, d/d e[true] %.4f, bottleneck %.1f\n", v, grad[0],
              grad[2], cap);
  const bool ok = std::abs(v - 0.703) < 1e-12 && std::abs(grad[0] - 1.0) < 1e-12 &&
                  std::abs(grad[2] - 0.3) < 1e-12 && cap == 5.0;
  return ok ? 0 : 1;
}
