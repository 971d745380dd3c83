#include <catch2/catch.hpp>

#include "deeplog/deeplog.hpp"

using namespace deeplog;

TEST_CASE("the running example's circuit gives 0.703", "[circuit][cpu]") {
  // nn_b + (1 - nn_b) * nn_e with b = 0.7, e = 0.01
  circuit_builder cb;
  const node_id b = cb.literal(0, false), nb = cb.literal(0, true), e = cb.literal(1, false);
  cb.add_root(cb.plus({b, cb.times({nb, e})}));
  const circuit c = cb.build();
  CHECK(c.size() == 5);
  CHECK(c.num_edges() == 4);
  cpu_evaluator<probability<double>> ev(c, 1);
  std::vector<double> in{0.7, 0.3, 0.01, 0.99};
  auto out = ev.forward(in);
  CHECK(out[0] == Approx(0.703));
  std::vector<double> radj{1.0}, iadj(4);
  ev.backward(radj, iadj);
  CHECK(iadj[0] == Approx(1.0));
  CHECK(iadj[1] == Approx(0.01));
  CHECK(iadj[2] == Approx(0.3));
  std::vector<double> t{1, 0, 0, 0};
  CHECK(ev.tangent(in, t)[0] == Approx(1.0));
  cpu_evaluator<boolean> bev(c, 1);

  std::vector<std::uint8_t> bin{1, 0, 0, 1};
  CHECK(bev.forward(bin)[0] == 1);
}
