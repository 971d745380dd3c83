// Forward evaluation in the structures the evaluator folds exactly like the reference (same
// order, same operations): equality to the last bit, on thousands of random circuits, and
// brute force over induced trees where the structure is a commutative semiring.
#include "forward_check.hpp"

using namespace deeplog;

TEMPLATE_TEST_CASE("forward equals the reference evaluator bit for bit", "[circuit][cpu][forward]",
                   boolean, counting, probability<double>, probability<float>, max_plus<double>,
                   max_plus<float>, min_plus<double>, max_times<double>, godel<double>,
                   godel<float>, product_tnorm<double>, product_tnorm<float>, (top_k<3, double>),
                   (top_k<1, float>)) {
  STATIC_REQUIRE(test::folds_like_reference<TestType>());
  test::check_forward_many<TestType>();
}

namespace {
// Labels whose sums and products are exact in binary floating point (small integers, dyadic
// fractions), so that brute force and the circuit agree to the last bit.
template <class T>
T dyadic(std::mt19937_64& r, int denominator) {
  return T(int(r() % unsigned(denominator + 1))) / T(denominator);
}
}  // namespace

TEST_CASE("forward equals brute force over induced trees", "[circuit][cpu][forward][brute]") {
  for (std::uint64_t seed = 1; seed <= 150; ++seed) {
    const std::size_t batch = 2 + seed % 4;
    test::check_brute_force(
        boolean{}, seed, batch, [](auto& r) { return std::uint8_t(r() & 1); }, true);
    test::check_brute_force(
        counting{}, seed, batch, [](auto& r) { return std::uint64_t(r() % 4); }, true);
    test::check_brute_force(
        probability<double>{}, seed, batch, [](auto& r) { return dyadic<double>(r, 8); }, true);
    test::check_brute_force(
        max_plus<double>{}, seed, batch,
        [](auto& r) { return r() % 7 == 0 ? max_plus<double>{}.zero() : double(int(r() % 9) - 4); },
        true);
    test::check_brute_force(
        min_plus<double>{}, seed, batch,
        [](auto& r) { return r() % 7 == 0 ? min_plus<double>{}.zero() : double(int(r() % 9) - 4); },
        true);
    test::check_brute_force(
        max_times<double>{}, seed, batch, [](auto& r) { return dyadic<double>(r, 4); }, true);
    test::check_brute_force(
        godel<double>{}, seed, batch, [](auto& r) { return dyadic<double>(r, 4); }, true);
    test::check_brute_force(
        top_k<3, double>{}, seed, batch,
        [](auto& r) {
          std::array<double, 3> a{dyadic<double>(r, 8), dyadic<double>(r, 8), dyadic<double>(r, 8)};
          std::sort(a.begin(), a.end(), std::greater<double>());
          return a;
        },
        true);
    // Log-probability: the same polynomial in log space, within rounding.
    test::check_brute_force(
        log_probability<double>{}, seed, batch,
        [](auto& r) {
          return r() % 6 == 0 ? log_probability<double>{}.zero()
                              : std::log(0.05 + 0.9 * dyadic<double>(r, 16));
        },
        false);
  }
}
