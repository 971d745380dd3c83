#pragma once
// The gamma distribution, reparameterised: samples by the inverse of the regularised
// incomplete gamma function (a uniform u gives x = P^-1(alpha, u)), and the derivative of a
// sample with respect to the shape at fixed u (implicit reparameterisation: dx/dalpha =
// -(dP/dalpha) / p(x)). With the uniforms held fixed a sample is then a smooth function of
// alpha, so finite differences of anything computed from samples agree with the gradient.
// Dirichlet samples are normalised gamma samples (nn::dirichlet_sample).

#include <algorithm>
#include <cmath>
#include <span>

#include "deeplog/nn/tensor.hpp"

namespace deeplog::nn {

/// The regularised lower incomplete gamma function P(a, x) = gamma(a, x) / Gamma(a), a > 0:
/// its series below x = a + 1, one minus the continued fraction of Q above (Lentz's method).
/// Relative accuracy near double precision; 0 for x <= 0, 1 for x = +inf.
inline double regularized_gamma_p(double a, double x) {
  if (!(x > 0)) return 0;
  if (std::isinf(x)) return 1;
  const double log_front = a * std::log(x) - x - std::lgamma(a);
  if (x < a + 1) {
    double term = 1 / a, sum = term;
    for (int n = 1; n < 100000; ++n) {
      term *= x / (a + n);
      sum += term;
      if (std::abs(term) < std::abs(sum) * 1e-17) break;
    }
    return std::min(1.0, sum * std::exp(log_front));
  }
  constexpr double tiny = 1e-300;
  double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
  for (int i = 1; i < 100000; ++i) {
    const double an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (std::abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (std::abs(c) < tiny) c = tiny;
    d = 1 / d;
    const double step = d * c;
    h *= step;
    if (std::abs(step - 1) < 1e-16) break;
  }
  return std::max(0.0, 1 - std::exp(log_front) * h);
}

/// The gamma(a, 1) density at x > 0.
inline double gamma_density(double a, double x) {
  return std::exp((a - 1) * std::log(x) - x - std::lgamma(a));
}

/// x with P(a, x) = u, for u in (0, 1): Newton's method on log x, kept inside a bisection
/// bracket, to a relative 1e-13. Small shapes give tiny quantiles (about
/// (u Gamma(a + 1))^(1/a)), which is why the search runs on log x.
inline double gamma_quantile(double a, double u) {
  u = std::clamp(u, 1e-300, 1 - 1e-16);
  double lo = -745, hi = std::log(a + 40 * std::sqrt(a) + 40);  // P(a, e^hi) = 1 in double
  // A start: the small-x expansion P ~ x^a / Gamma(a + 1) where it lies below the mean, else
  // the mean; Newton refines either.
  const double small = (std::log(u) + std::lgamma(a + 1)) / a;
  double t = std::clamp(a < 1 || small < std::log(a) - 1 ? small : std::log(a), lo, hi);
  for (int i = 0; i < 200; ++i) {
    const double x = std::exp(t);
    const double f = regularized_gamma_p(a, x) - u;
    if (f > 0)
      hi = t;
    else
      lo = t;
    const double slope = gamma_density(a, x) * x;  // dP / d log x
    double next = slope > 0 ? t - f / slope : 0.5 * (lo + hi);
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    if (std::abs(next - t) < 1e-13 * std::max(1.0, std::abs(t)) || hi - lo < 1e-14)
      return std::exp(next);
    t = next;
  }
  return std::exp(t);
}

/// d x / d a at fixed P(a, x): -(dP/da) / p(x), dP/da by a central difference of P (the
/// implicit reparameterisation gradient of a gamma sample x of shape a).
inline double gamma_shape_derivative(double a, double x) {
  if (!(x > 0)) return 0;
  const double h = 1e-5 * a;
  const double dp = (regularized_gamma_p(a + h, x) - regularized_gamma_p(a - h, x)) / (2 * h);
  const double density = gamma_density(a, x);
  return density > 0 ? -dp / density : 0;
}

/// A Dirichlet(alpha) sample into x (alpha.size() entries): gamma samples g_v =
/// P^-1(alpha_v, u_v) over their sum, u_v uniform from g; g keeps the gamma samples (for
/// dirichlet_backward). Needs alpha_v > 0.
inline void dirichlet_sample(rng& gen, std::span<const double> alpha, std::span<double> g,
                             std::span<double> x) {
  double total = 0;
  for (std::size_t v = 0; v < alpha.size(); ++v) {
    double u;
    do u = gen.uniform();
    while (u <= 0);
    total += g[v] = gamma_quantile(alpha[v], u);
  }
  for (std::size_t v = 0; v < alpha.size(); ++v)
    x[v] = total > 0 ? g[v] / total : 1.0 / double(alpha.size());
}

/// The gradient of a loss with respect to alpha (into dalpha) from its gradient dx with
/// respect to the Dirichlet sample x = g / S built from gamma samples g (dirichlet_sample):
/// dL/dg_v = (dx_v - sum_w x_w dx_w) / S, and dL/dalpha_v = dL/dg_v dg_v/dalpha_v.
inline void dirichlet_backward(std::span<const double> alpha, std::span<const double> g,
                               std::span<const double> dx, std::span<double> dalpha) {
  double total = 0, weighted = 0;
  for (std::size_t v = 0; v < alpha.size(); ++v) {
    total += g[v];
    weighted += g[v] * dx[v];
  }
  for (std::size_t v = 0; v < alpha.size(); ++v)
    dalpha[v] =
        total > 0 ? (dx[v] - weighted / total) / total * gamma_shape_derivative(alpha[v], g[v]) : 0;
}

}  // namespace deeplog::nn
