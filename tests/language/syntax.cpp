// Text syntax: round trips, typed errors at line:column, and a seeded mutation fuzz test.
#include <catch2/catch.hpp>

#include "../support/mutate.hpp"

#include <random>
#include <string>
#include <vector>

#include "deeplog/language.hpp"

using namespace deeplog;
using namespace deeplog::language;

namespace {
const std::vector<std::string> corpus = {
    "burglary_P * earthquake_P",
    "sum[B] sum[E] burglary[B]_P * earthquake[E]_P",
    "sum[B] sum[E] (b(V)[B]_B | e(S)[E]_B)_P * (b(V)[B]_P * e(S)[E]_P)",
    "a(V)_F & (b(V)_F | c(V)_F)",
    "prod[Object] hasColor(Object,red)_B",
    "sum[Color] stoplight(Color)_P * hasColor(@img1,Color)_P",
    "(burglary_B | earthquake_B)_P",
    "a[A]_B | ~a[A]_B & b[B]_B",
    "sum[B] sum[E] sum[E1] sum[E2] ((b(V)[B]_B | e(S)[E]_B) & (e(S)[E]_B <-> b(V)[B]_B & "
    "e_if_b(S)[E1]_B | ~b(V)[B]_B & e_if_not_b(S)[E2]_B))_P * (b(V)[B]_P * e(S)[E]_P * "
    "e_if_b(S)[E1]_P * e_if_not_b(S)[E2]_P)",
    "max[X] p(X)_P + mean[X] q(X, 3)_P",
    "a(V)[A:F]_F * b[0.25]_F",
    "(sum[X] p(X)_P)_logP + q_logP",
    "~(a_godel + ~b_godel) * c_godel",
    "a_B -> b_B",
    "pmean[X] p(X)_luk * pmean_error[Y] q(Y)_luk",
};
}  // namespace

TEST_CASE("formulas print back to text that parses to the same formula", "[language][syntax]") {
  for (const auto& s : corpus) {
    CAPTURE(s);
    const formula f = parse(s);
    const std::string printed = print(f);
    CAPTURE(printed);
    const formula g = parse(printed);
    CHECK(f == g);
    CHECK(print(g) == printed);
  }
}

TEST_CASE("the parser reads the paper's notation", "[language][syntax]") {
  const formula f = parse("sum[B] sum[E] (b(V)[B]_B | e(S)[E]_B)_P * (b(V)[B]_P * e(S)[E]_P)");
  const auto& root = f.node(f.root());
  CHECK(root.op == node_op::aggregate);
  CHECK(root.name == "B");
  CHECK(root.structure == id_of<probability<double>>());
  const auto vars = f.all_variables();
  CHECK(vars.regular == std::set<std::string>{"S", "V"});
  CHECK(vars.reification.size() == 2);
  CHECK(f.free_variables() == std::set<std::string>{"S", "V"});
  // `a + b * c` binds times tighter; aggregation extends to the right.
  const formula g = parse("a_P + b_P * c_P");
  CHECK(g.node(g.root()).op == node_op::plus);
  const formula h = parse("sum[X] p(X)_P * q_P");
  CHECK(h.node(h.root()).op == node_op::aggregate);
}

TEST_CASE("errors name their kind, line and column", "[language][syntax]") {
  auto where = [](const std::string& s) -> std::pair<std::uint32_t, std::uint32_t> {
    try {
      (void)parse(s);
    } catch (const formula_error& e) {
      return {e.line(), e.column()};
    }
    return {0, 0};
  };
  CHECK_THROWS_AS(parse("a_B + b_P"), type_error);
  CHECK(where("a_B + b_P") == std::pair<std::uint32_t, std::uint32_t>{1, 5});
  CHECK_THROWS_AS(parse("a_B +"), syntax_error);
  CHECK(where("a_B +") == std::pair<std::uint32_t, std::uint32_t>{1, 6});
  CHECK_THROWS_AS(parse("a_B\n  & b_Q"), syntax_error);
  CHECK(where("a_B\n  & b_Q") == std::pair<std::uint32_t, std::uint32_t>{2, 5});
  CHECK_THROWS_AS(parse("~a_P"), type_error);            // P has no negation
  CHECK_THROWS_AS(parse("(a_P)_B"), type_error);         // no transformation P -> B
  CHECK_THROWS_AS(parse("mean[X] p(X)_B"), type_error);  // mean needs real labels
  CHECK_THROWS_AS(parse("a(V)"), syntax_error);          // no structure
  CHECK_THROWS_AS(parse("a(V)_P $"), syntax_error);
  CHECK_THROWS_AS(parse("a[b]_P"), syntax_error);  // lowercase reification variable
  CHECK_THROWS_AS(parse("a[1.5]_B"), type_error);  // 1.5 is no Boolean
  CHECK_THROWS_AS(parse(""), syntax_error);
  CHECK_THROWS_AS(parse(std::string(100000, '(')), syntax_error);  // no stack overflow
  CHECK_THROWS_AS(parse(std::string(5000, '~') + "a_B"), syntax_error);
}

TEST_CASE("mutated formulas parse or fail with a typed error, never crash", "[language][syntax]") {
  const unsigned seed = 20261122;
  std::mt19937 rng(seed);
  const std::string alphabet = "()[]_,+*|&~@:-<> aBPXF01.sumprod%\n\t\x01\xff";
  std::size_t parsed = 0, rejected = 0;
  for (int i = 0; i < 4000; ++i) {
    const std::string s = deeplog::test::mutate(corpus[rng() % corpus.size()], alphabet, rng);
    CAPTURE(seed, i, s);
    try {
      const formula f = parse(s);
      ++parsed;
      REQUIRE(parse(print(f)) == f);
    } catch (const formula_error&) {
      ++rejected;
    }
  }
  CHECK(parsed > 0);
  CHECK(rejected > 0);
}
