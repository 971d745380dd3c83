// compile_formula_command (for `deeplog compile --formula`): statistics and dot output.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "formula_command.hpp"

namespace {
std::string run(const std::vector<std::string>& argv) {
  std::ostringstream captured;
  auto* old = std::cout.rdbuf(captured.rdbuf());
  try {
    deeplog::tool::compile_formula_command(deeplog::tool::args(argv, {}));
  } catch (...) {
    std::cout.rdbuf(old);
    throw;
  }
  std::cout.rdbuf(old);
  return captured.str();
}
}  // namespace

TEST_CASE("compile --formula prints the running example's circuit statistics", "[language][tool]") {
  const std::string dot = "language_test_circuit.dot";
  const std::string out =
      run({"--formula", "sum[B] sum[E] (b(V)[B]_B | e(S)[E]_B)_P * (b(V)[B]_P * e(S)[E]_P)",
           "--distribution", "b;e", "--dot", dot});
  CHECK(out.find("nodes: 5\n") != std::string::npos);
  CHECK(out.find("edges: 4\n") != std::string::npos);
  CHECK(out.find("leaves: 3\n") != std::string::npos);
  CHECK(out.find("operations: 2\n") != std::string::npos);
  CHECK(out.find("b(V)[true]_P") != std::string::npos);
  std::ifstream in(dot);
  std::stringstream text;
  text << in.rdbuf();
  CHECK(text.str().find("digraph circuit") != std::string::npos);
  CHECK(text.str().find("label=\"e(S)[true]_P\"") != std::string::npos);
  std::remove(dot.c_str());
}

TEST_CASE("compile --formula rejects bad formulas with typed errors", "[language][tool]") {
  CHECK_THROWS_AS(run({"--formula", "a_B + b_P"}), deeplog::language::type_error);
  CHECK_THROWS_AS(run({"--formula", "a_B +"}), deeplog::language::syntax_error);
  CHECK_THROWS_AS(run({}), deeplog::tool::usage_error);
}

TEST_CASE("a flat chain of 30k sums is a located depth error, 900 compile", "[language][tool]") {
  // a_P+a_P+... recursed once per term in the lowering and overflowed the stack.
  auto chain = [](int n) {
    std::string s = "a_P";
    for (int i = 1; i < n; ++i) s += "+a_P";
    return s;
  };
  try {
    run({"--formula", chain(30000)});
    FAIL("no budget_exceeded");
  } catch (const deeplog::budget_exceeded& e) {
    CHECK(e.which() == deeplog::budget_exceeded::resource::depth);
    CHECK(std::string(e.what()).rfind("1:", 0) == 0);  // line:column of the operator
  }
  const std::string out = run({"--formula", chain(900)});
  CHECK(out.find("nodes: ") != std::string::npos);
}

TEST_CASE("--assign integers are range-checked, numbers finite", "[language][tool]") {
  using deeplog::tool::usage_error;
  const std::string f = "a(X)_P";
  CHECK_THROWS_AS(run({"--formula", f, "--assign", "X=100000000000000000000000"}), usage_error);
  CHECK_THROWS_AS(run({"--formula", f, "--assign", "X=9007199254740993"}), usage_error);
  CHECK_THROWS_AS(run({"--formula", f, "--assign", "X=1e400"}), usage_error);
  CHECK_THROWS_AS(run({"--formula", f, "--assign", "X=12x"}), usage_error);
  CHECK_THROWS_AS(run({"--formula", f, "--assign", "X=-"}), usage_error);
  const auto c = deeplog::tool::detail::parse_constant("-9007199254740992");
  CHECK(c.kind == deeplog::language::term_kind::integer);
  CHECK(c.number == -9007199254740992.0);
  CHECK(deeplog::tool::detail::parse_constant("0.25").number == 0.25);
  CHECK_THROWS_AS(deeplog::tool::detail::parse_label("nan", "a"), usage_error);
  CHECK(deeplog::tool::detail::parse_label("-inf", "a") < 0);
}
