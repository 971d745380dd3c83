// The consumer's structures on the GPU, compiled by nvcc from the same headers as main.cpp:
// the circuit evaluator's forward, backward and tangent in H, the fused expression-template
// kernel, the 2-best semiring's forward pass (on the circuit compiled in P, and on the formula
// written in it as text), and a mixed circuit (segments in P and H) through
// the pipeline on cuda_backend, each against the CPU's results.
#include <deeplog/exec/gpu/evaluator.hpp>
#include <deeplog/exec/gpu/expr.hpp>
#include <deeplog/pipeline.hpp>

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "alarm.hpp"
#include "cuda_check.hpp"
#include "hamacher.hpp"

namespace user {

namespace {
const char* status = "";
bool close(double a, double b) { return std::abs(a - b) <= 1e-12 * (1 + std::abs(b)); }
int report(bool ok, const std::string& what) {
  std::printf("%s: GPU %s\n", ok ? "ok" : "FAILED", what.c_str());
  return ok ? 0 : 1;
}
}  // namespace

const char* cuda_status() { return status; }

int cuda_check(const cpu_results& cpu) {
  if (!deeplog::gpu::device_available()) {
    status = "no CUDA device on this machine";
    return -1;
  }
  using H = hamacher<double>;
  int failures = 0;
  deeplog::cuda_evaluator<H> ev(*cpu.hamacher_circuit, 1);
  failures += report(close(ev.forward(cpu.rows)[0], cpu.value), "forward in H");
  std::vector<double> radj{1.0}, iadj(cpu.rows.size());
  ev.backward(radj, iadj);
  bool same = true;
  for (std::size_t r = 0; r < iadj.size(); ++r) same = same && close(iadj[r], cpu.adjoints[r]);
  failures += report(same, "reverse mode in H");
  same = true;
  for (std::size_t r = 0; r < cpu.rows.size(); ++r) {
    std::vector<double> dir(cpu.rows.size(), 0.0);
    dir[r] = 1;
    same = same && close(ev.tangent(cpu.rows, dir)[0], cpu.tangents[r]);
  }
  failures += report(same, "forward mode in H");

  // The expression template as one fused kernel.
  constexpr auto phi = alarm_expression<H>();
  deeplog::gpu::device_buffer<double> d_rows{std::span<const double>(cpu.atoms)}, d_out(1);
  deeplog::gpu::evaluate(phi, d_rows.data(), 1, d_out.data());
  std::vector<double> out(1);
  d_out.copy_to(out);
  cudaDeviceSynchronize();
  failures += report(close(out[0], cpu.value), "fused expression template in H");

  deeplog::cuda_evaluator<two_best> ev2(*cpu.p_circuit, 1);
  const auto best = ev2.forward(cpu.two_best_rows)[0];
  failures += report(best[0] == cpu.two_best_value[0] && best[1] == cpu.two_best_value[1],
                     "forward in the 2-best semiring");

  const std::vector<deeplog::language::assignment> one{{}};
  const auto best_text =
      deeplog::pipeline::infer_as<two_best, deeplog::type_list<two_best>, deeplog::cuda_backend>(
          *cpu.two_best_text, *cpu.two_best_model, one)[0];
  failures += report(
      close(best_text[0], cpu.two_best_value[0]) && close(best_text[1], cpu.two_best_value[1]),
      "the 2-best formula written in text");

  // The mixed circuit's segments on the GPU (the joins on the host), forward and reverse.
  using mixed_structures = deeplog::type_list<deeplog::probability<double>, H>;
  const double mixed = deeplog::pipeline::infer<mixed_structures, deeplog::cuda_backend>(
      *cpu.mixed, *cpu.mixed_model, one)[0];
  failures += report(close(mixed, cpu.mixed_value), "forward through the mixed circuit");
  const auto grad = deeplog::pipeline::gradient<mixed_structures, deeplog::cuda_backend>(
      *cpu.mixed, *cpu.mixed_model, {});
  same = grad.size() == cpu.mixed_gradient.size();
  for (const auto& [atom, d] : cpu.mixed_gradient)
    same = same && grad.count(atom) && close(grad.at(atom), d);
  failures += report(same, "reverse mode through the mixed circuit");
  return failures;
}

}  // namespace user
