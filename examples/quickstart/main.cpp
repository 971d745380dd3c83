// Quick start: define a new semiring as a type, build the running example's circuit
// (burglary or earthquake, paper Figure "circuit-exa": nn_b + (1 - nn_b) * nn_e) and evaluate
// it in built-in structures and in the new one, with reverse-mode gradients.
#include <deeplog/deeplog.hpp>

#include <cstdio>
#include <vector>

// A user-defined structure: the "bottleneck" semiring (max, min) over capacities. No
// registration, no library edits: the type is the whole definition.
struct bottleneck {
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

int main() {
  using namespace deeplog;
  circuit_builder cb;
  const node_id b = cb.literal(0, false), not_b = cb.literal(0, true), e = cb.literal(1, false);
  cb.add_root(cb.plus({b, cb.times({not_b, e})}));
  const circuit c = cb.build();
  std::printf("circuit: %zu nodes, %zu edges, %zu layers\n", c.size(), c.num_edges(),
              c.layers().size());

  // Leaf labels, one row per literal: alpha(b[true]), alpha(b[false]), alpha(e[true]), ...
  const std::vector<double> p{0.7, 0.3, 0.01, 0.99};
  cpu_evaluator<probability<double>> prob(c, 1);
  std::printf("probability of the alarm:   %.4f (paper: 0.703)\n", prob.forward(p)[0]);
  std::vector<double> grad(4);
  prob.backward(std::vector<double>{1.0}, grad);
  std::printf("d/d alpha(b[true]) = %.4f, d/d alpha(e[true]) = %.4f\n", grad[0], grad[2]);

  cpu_evaluator<godel<double>> fuzzy(c, 1);
  std::printf("Goedel fuzzy score:         %.4f\n", fuzzy.forward(p)[0]);

  const std::vector<double> capacity{5.0, 2.0, 3.0, 9.0};
  cpu_evaluator<bottleneck> bn(c, 1);
  std::printf("bottleneck (user-defined):  %.4f\n", bn.forward(capacity)[0]);
  return 0;
}
