// Forward evaluation in the structures with their own n-ary operations (log-sum-exp with one
// max shift, Lukasiewicz's clamped sums), which the evaluator uses from three children on:
// equal to the folding reference within rounding, on thousands of random circuits.
#include <cmath>
#include <limits>

#include "forward_check.hpp"

using namespace deeplog;

TEMPLATE_TEST_CASE("forward with n-ary operations equals the reference within rounding",
                   "[circuit][cpu][forward]", log_probability<double>, log_probability<float>,
                   lukasiewicz<double>, lukasiewicz<float>) {
  STATIC_REQUIRE(!test::folds_like_reference<TestType>());
  test::check_forward_many<TestType>();
}

TEST_CASE("log-sum-exp with one max shift is at least as accurate as folding log1p",
          "[circuit][cpu][forward]") {
  // 40 children of log(1e-3): the n-ary form rounds a handful of times, the binary fold (the
  // reference) once or twice per child.
  circuit_builder raw(40);
  std::vector<node_id> leaves;
  for (std::uint32_t i = 0; i < 40; ++i) leaves.push_back(raw.input(i));
  raw.add_root(raw.plus(leaves));
  const circuit c = raw.build();
  std::vector<double> in(40, std::log(1e-3));
  for (std::size_t i = 0; i < in.size(); ++i) in[i] += 1e-3 * double(i);  // not all equal
  double want = 0;  // log sum exp in long double, from the same rounded inputs
  long double acc = 0;
  for (double x : in) acc += std::exp(static_cast<long double>(x));
  want = static_cast<double>(std::log(acc));
  cpu_evaluator<log_probability<double>> ev(c, 1);
  const double nary = ev.forward(in)[0];
  const double folded =
      evaluate_reference<log_probability<double>>(c, std::span<const double>(in))[0];
  INFO("n-ary " << nary << ", folded " << folded << ", exact " << want);
  CHECK(std::abs(nary - want) <= 4 * std::numeric_limits<double>::epsilon() * std::abs(want));
  CHECK(std::abs(nary - want) <= std::abs(folded - want));
}
