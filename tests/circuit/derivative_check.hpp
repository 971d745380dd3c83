// Reverse and forward mode against finite differences on random circuits, for the
// derivative tests (derivatives.cpp, nary_partials.cpp).
//
// Labels are drawn from the interior of each carrier, continuous, so that ties of max / min are
// unlikely. The kink rule: a function of one input row (or of one direction) is at a kink
// within h when its one-sided differences (f(x + h) - f(x)) / h and (f(x) - f(x - h)) / h
// disagree by more than kink_tolerance; such (row, sample) pairs are skipped and counted, and
// every test requires that most pairs were checked.
#pragma once

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <random>
#include <type_traits>
#include <vector>

#include "deeplog/algebra.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "random_circuit.hpp"

namespace deeplog::test {

/// A label in the interior of S's carrier set, where the operations are smooth.
template <class S>
value_t<S> smooth_label(std::mt19937_64& rng) {
  using T = value_t<S>;
  std::uniform_real_distribution<double> u(0.05, 0.95), w(-3, 3);
  if constexpr (std::is_same_v<S, log_probability<T>>)
    return T(-3.0 * u(rng));
  else if constexpr (std::is_same_v<S, max_plus<T>> || std::is_same_v<S, min_plus<T>>)
    return T(w(rng));
  else if constexpr (std::is_same_v<S, probability<T>> || std::is_same_v<S, max_times<T>>)
    return T(1.6 * u(rng));
  else
    return T(u(rng));
}

template <class S>
std::vector<value_t<S>> smooth_labels(std::size_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<value_t<S>> v(n);
  for (auto& x : v) x = smooth_label<S>(rng);
  return v;
}

inline constexpr double fd_step = 1e-6;
inline constexpr double kink_tolerance = 1e-4;

inline bool near(double got, double want, double tol) {
  return got == want || std::abs(got - want) <= tol * (1.0 + std::abs(want));
}

struct fd_tally {
  std::size_t checked = 0, skipped = 0;
};

/// Infinite roots (log 0, a tropical zero) do not move under a finite perturbation: forward
/// mode gives them tangent 0 (dual.hpp), while reverse mode passes their adjoint on by the
/// partials as written (a + log 0 still has partial 1 in a; the CUDA kernels agree). The
/// checks compare the two where they mean the same: weight 0 for infinite roots.
inline void zero_infinite_roots(std::span<const double> roots, std::vector<double>& w) {
  for (std::size_t i = 0; i < roots.size(); ++i)
    if (std::isinf(roots[i])) w[i] = 0.0;
}

/// sum_r w[r] root_r for every sample of the last forward pass, infinite roots left out.
inline std::vector<double> weighted(std::span<const double> roots, const std::vector<double>& w,
                                    std::size_t batch) {
  std::vector<double> f(batch, 0.0);
  for (std::size_t i = 0; i < roots.size(); ++i)
    if (!std::isinf(roots[i])) f[i % batch] += w[i] * roots[i];
  return f;
}

/// Reverse mode (and the naive reference) against central differences, row by row: each row
/// is perturbed in every sample at once (samples are independent).
template <class S>
void check_backward_fd(const circuit& c, std::size_t batch, std::uint64_t seed, fd_tally& tally,
                       const S& s = {}) {
  CAPTURE(seed, batch);
  const std::size_t ni = c.num_inputs(), nr = c.num_roots();
  const auto in = smooth_labels<S>(ni * batch, seed);
  std::vector<double> w(nr * batch);
  {
    std::mt19937_64 rng(seed + 1);
    std::uniform_real_distribution<double> u(-1, 1);
    for (auto& x : w) x = u(rng);
  }
  cpu_evaluator<S> ev(c, batch, s);
  zero_infinite_roots(ev.forward(in), w);
  const auto f0 = weighted(ev.forward(in), w, batch);
  std::vector<double> adj(ni * batch);
  ev.backward(w, adj);
  // The naive reverse mode agrees (recomputed folds per child; same routing rules).
  for (std::size_t b = 0; b < batch; ++b) {
    const auto x = sample(in, ni, batch, b);
    const auto wb = sample(w, nr, batch, b);
    const auto ref =
        backward_reference(c, std::span<const double>(x), std::span<const double>(wb), s);
    for (std::size_t i = 0; i < ni; ++i) {
      INFO("reference: row " << i << ", sample " << b << ": " << adj[i * batch + b] << " vs "
                             << ref[i]);
      REQUIRE(near(adj[i * batch + b], ref[i], 1e-9));
    }
  }
  for (std::size_t i = 0; i < ni; ++i) {
    auto up = in, down = in;
    for (std::size_t b = 0; b < batch; ++b) up[i * batch + b] += fd_step;
    for (std::size_t b = 0; b < batch; ++b) down[i * batch + b] -= fd_step;
    const auto fu = weighted(ev.forward(up), w, batch);
    const auto fd = weighted(ev.forward(down), w, batch);
    for (std::size_t b = 0; b < batch; ++b) {
      const double right = (fu[b] - f0[b]) / fd_step, left = (f0[b] - fd[b]) / fd_step;
      if (!near(right, left, kink_tolerance)) {
        ++tally.skipped;
        continue;
      }
      const double central = (fu[b] - fd[b]) / (2 * fd_step);
      INFO("row " << i << ", sample " << b << ": adjoint " << adj[i * batch + b]
                  << ", finite difference " << central);
      REQUIRE(near(adj[i * batch + b], central, 1e-5));
      ++tally.checked;
    }
  }
}

/// Forward mode against central differences along a random direction, and against reverse mode
/// (w . J u == (J^T w) . u) per sample, away from kinks.
template <class S>
void check_tangent(const circuit& c, std::size_t batch, std::uint64_t seed, fd_tally& tally,
                   const S& s = {}) {
  CAPTURE(seed, batch);
  const std::size_t ni = c.num_inputs(), nr = c.num_roots();
  const auto in = smooth_labels<S>(ni * batch, seed);
  std::vector<double> u(ni * batch), w(nr * batch);
  {
    std::mt19937_64 rng(seed + 2);
    std::uniform_real_distribution<double> d(-1, 1);
    for (auto& x : u) x = d(rng);
    for (auto& x : w) x = d(rng);
  }
  cpu_evaluator<S> ev(c, batch, s);
  const auto t = ev.tangent(in, u);
  const std::vector<double> tangents(t.begin(), t.end());
  const auto r0 = ev.forward(in);
  const std::vector<double> f0(r0.begin(), r0.end());
  zero_infinite_roots(r0, w);
  std::vector<double> adj(ni * batch);
  ev.backward(w, adj);
  auto moved = [&](double h) {
    auto x = in;
    for (std::size_t i = 0; i < x.size(); ++i) x[i] += h * u[i];
    const auto r = ev.forward(x);
    return std::vector<double>(r.begin(), r.end());
  };
  const auto fu = moved(fd_step), fd = moved(-fd_step);
  for (std::size_t b = 0; b < batch; ++b) {
    bool kink = false;
    for (std::size_t r = 0; r < nr; ++r) {
      const std::size_t i = r * batch + b;
      if (std::isinf(f0[i])) continue;
      const double right = (fu[i] - f0[i]) / fd_step, left = (f0[i] - fd[i]) / fd_step;
      kink = kink || !near(right, left, kink_tolerance);
    }
    if (kink) {
      ++tally.skipped;
      continue;
    }
    double wjv = 0, jtwv = 0;
    for (std::size_t r = 0; r < nr; ++r) {
      const std::size_t i = r * batch + b;
      const double central = std::isinf(f0[i]) ? 0.0 : (fu[i] - fd[i]) / (2 * fd_step);
      INFO("root " << r << ", sample " << b << ": tangent " << tangents[i] << ", finite difference "
                   << central);
      REQUIRE(near(tangents[i], central, 1e-5));
      wjv += w[i] * tangents[i];
    }
    for (std::size_t k = 0; k < ni; ++k) jtwv += adj[k * batch + b] * u[k * batch + b];
    INFO("sample " << b << ": w.Ju " << wjv << ", J^T w.u " << jtwv);
    REQUIRE(near(wjv, jtwv, 1e-9));
    ++tally.checked;
  }
}

}  // namespace deeplog::test
