// Forward evaluation in lifted and user-defined structures: the dual-number lift of every
// differentiable structure, and structures defined only here (one with its own n-ary plus, one
// not differentiable), against the reference on thousands of random circuits.
#include "forward_check.hpp"

#include "user_structures.hpp"

using namespace deeplog;

TEMPLATE_TEST_CASE("forward in the dual lift equals the reference bit for bit",
                   "[circuit][cpu][forward][dual]", dual<probability<double>>,
                   dual<log_probability<double>>, dual<max_plus<double>>, dual<min_plus<double>>,
                   dual<max_times<double>>, dual<godel<double>>, dual<lukasiewicz<double>>,
                   dual<product_tnorm<double>>, dual<probability<float>>) {
  test::check_forward_many<TestType>();
}

TEST_CASE("forward in user-defined structures equals the reference", "[circuit][cpu][forward]") {
  test::check_forward_many(user::soft_max_plus{0.3});
  test::check_forward_many(user::mod7{});
  test::check_forward_many(dual<user::soft_max_plus>{{0.7}});
}
