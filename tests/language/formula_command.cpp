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
  CHECK_THROWS_AS(run({"--formula", "a_B + b_P"}), deeplog::lang::type_error);
  CHECK_THROWS_AS(run({"--formula", "a_B +"}), deeplog::lang::syntax_error);
  CHECK_THROWS_AS(run({}), deeplog::tool::usage_error);
}
