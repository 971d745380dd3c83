// Uses the installed headers: the running example's circuit in the probability semiring.
#include <deeplog/deeplog.hpp>

#include <cmath>
#include <cstdio>
#include <vector>

int main() {
  deeplog::circuit_builder cb;
  const auto b = cb.literal(0, false), nb = cb.literal(0, true), e = cb.literal(1, false);
  cb.add_root(cb.plus({b, cb.times({nb, e})}));
  const deeplog::circuit c = cb.build();
  deeplog::cpu_evaluator<deeplog::probability<double>> ev(c, 1);
  const std::vector<double> in{0.7, 0.3, 0.01, 0.99};
  const double v = ev.forward(in)[0];
  std::printf("value: %.3f\n", v);
  return std::abs(v - 0.703) < 1e-12 ? 0 : 1;
}
