// The CPU evaluator's run-time instruction-set dispatch (exec/cpu/isa.hpp). This file is built
// for baseline x86-64 (tests/circuit/CMakeLists.txt), as an installed package's consumer might
// build, so the evaluator carries a baseline and an AVX2 copy of its tile passes: on a CPU with
// AVX2 both copies must give the same bits (forward, both reverse-mode schemes, tangents) in
// every structure, at batch sizes with and without remainder tiles; on other CPUs the automatic
// choice must be the baseline copy.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "deeplog/algebra.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "random_circuit.hpp"

using namespace deeplog;

namespace {

template <class S>
std::vector<value_t<S>> uniform(std::size_t n, std::uint64_t seed, double lo, double hi) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(lo, hi);
  std::vector<value_t<S>> v(n);
  for (auto& x : v) x = static_cast<value_t<S>>(u(rng));
  return v;
}

struct run_result {
  std::vector<double> roots, input_adjoints, tangents;
};

template <class S>
run_result run(const circuit& c, std::size_t batch, cpu_options o, std::uint64_t seed) {
  cpu_evaluator<S> ev(c, batch, {}, o);
  const auto in = uniform<S>(c.num_inputs() * batch, seed, 0.05, 0.95);
  const auto radj = uniform<S>(c.num_roots() * batch, seed + 1, -1, 1);
  const auto dir = uniform<S>(c.num_inputs() * batch, seed + 2, -1, 1);
  run_result r;
  const auto out = ev.forward(in);
  r.roots.assign(out.begin(), out.end());
  std::vector<value_t<S>> ia(c.num_inputs() * batch);
  ev.backward(radj, ia);
  r.input_adjoints.assign(ia.begin(), ia.end());
  const auto t = ev.tangent(in, dir);
  r.tangents.assign(t.begin(), t.end());
  return r;
}

// Bit for bit (NaN: same bits not required, both NaN).
bool same(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!(std::memcmp(&a[i], &b[i], sizeof(double)) == 0 || (std::isnan(a[i]) && std::isnan(b[i]))))
      return false;
  return true;
}

bool cpu_has_avx2() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") != 0;
#else
  return false;
#endif
}

}  // namespace

TEST_CASE("a baseline x86-64 build carries an AVX2 copy and picks it where the CPU has AVX2",
          "[circuit][cpu][dispatch]") {
#if defined(__x86_64__) && !defined(__AVX2__)
  CHECK(cpu::has_avx2_copy);
  const char* e = std::getenv("DEEPLOG_CPU_SIMD");
  const bool forced_base = e != nullptr && std::strcmp(e, "base") == 0;
  CHECK(cpu::use_avx2_copy(cpu_isa::automatic) == (cpu_has_avx2() && !forced_base));
  CHECK_FALSE(cpu::use_avx2_copy(cpu_isa::baseline));
  CHECK(std::strcmp(cpu::kernel_target(cpu_isa::baseline), "baseline (run-time dispatch)") == 0);
#else
  CHECK_FALSE(cpu::use_avx2_copy(cpu_isa::automatic));
#endif
}

TEMPLATE_TEST_CASE("the AVX2 and baseline copies of the lane kernels give the same numbers",
                   "[circuit][cpu][dispatch]", probability<double>, probability<float>,
                   log_probability<double>, max_plus<double>, min_plus<double>, godel<double>,
                   lukasiewicz<double>, product_tnorm<double>, max_times<double>) {
  using S = TestType;
  if (!cpu::use_avx2_copy(cpu_isa::automatic)) {
    WARN("no AVX2 copy runs here (target or CPU): nothing to compare");
    return;
  }
  test::shape sh;
  sh.operations = 300;
  sh.inputs = 20;
  sh.wide_every = 40;
  sh.wide_fanin = 90;
  sh.childless = true;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const circuit c = test::layered(test::random_proto(seed * 17, sh));
    for (std::size_t batch : {3, 40, 300}) {
      for (const cpu_backward scheme : {cpu_backward::push, cpu_backward::pull}) {
        CAPTURE(seed, batch, int(scheme));
        cpu_options base;
        base.backward = scheme;
        base.isa = cpu_isa::baseline;
        cpu_options avx2 = base;
        avx2.isa = cpu_isa::automatic;
        const run_result want = run<S>(c, batch, base, seed);
        const run_result got = run<S>(c, batch, avx2, seed);
        CHECK(same(got.roots, want.roots));
        CHECK(same(got.input_adjoints, want.input_adjoints));
        CHECK(same(got.tangents, want.tangents));
      }
    }
  }
}
