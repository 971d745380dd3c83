// Graphviz export: the paper's running-example circuit drawn with its symbols and leaf names.
#include <catch2/catch.hpp>

#include <sstream>
#include <string>

#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/io/dot.hpp"

using namespace deeplog;
using Catch::Matchers::Contains;

namespace {
std::size_t occurrences(const std::string& s, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
  return n;
}
}  // namespace

TEST_CASE("the running example draws as the paper's figure", "[io][dot]") {
  // nn_b + (1 - nn_b) * nn_e: a (+) over a leaf and a (x) of two leaves.
  circuit_builder cb;
  const node_id b = cb.literal(0, false), nb = cb.literal(0, true), e = cb.literal(1, false);
  cb.add_root(cb.plus({b, cb.times({nb, e})}));
  const circuit c = cb.build();

  std::ostringstream plain;
  io::write_dot(plain, c);
  const std::string d = plain.str();
  CHECK_THAT(d, Contains("digraph \"circuit\""));
  CHECK(occurrences(d, "label=\"⊕\"") == 1);
  CHECK(occurrences(d, "label=\"⊗\"") == 1);
  CHECK_THAT(d, Contains("label=\"x1\""));
  CHECK_THAT(d, Contains("label=\"¬x1\""));
  CHECK_THAT(d, Contains("label=\"x2\""));
  CHECK(occurrences(d, " -> ") == c.num_edges());  // one arrow per edge, no root markers
  CHECK(d.back() == '\n');

  io::dot_options opt;
  opt.plus_symbol = "+";
  opt.times_symbol = "×";
  opt.input_label = [](std::uint32_t i) {
    return i == literal_input(0, false)  ? std::string("nn_b(V)")
           : i == literal_input(0, true) ? std::string("1 - nn_b(V)")
                                         : std::string("nn_e(S)");
  };
  std::ostringstream named;
  io::write_dot(named, c, opt);
  CHECK_THAT(named.str(), Contains("label=\"nn_b(V)\""));
  CHECK_THAT(named.str(), Contains("label=\"1 - nn_b(V)\""));
  CHECK_THAT(named.str(), Contains("label=\"×\""));
}

TEST_CASE("dot labels are escaped and several roots are marked", "[io][dot]") {
  circuit_builder cb;
  cb.add_root(cb.input(0));
  cb.add_root(cb.zero());
  const circuit c = cb.build();
  io::dot_options opt;
  opt.input_label = [](std::uint32_t) { return std::string("say \"hi\"\\"); };
  std::ostringstream os;
  io::write_dot(os, c, opt);
  CHECK_THAT(os.str(), Contains("label=\"say \\\"hi\\\"\\\\\""));
  CHECK_THAT(os.str(), Contains("root 1"));
  CHECK_THAT(os.str(), Contains("label=\"0\""));
}
