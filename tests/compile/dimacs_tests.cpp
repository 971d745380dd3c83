// DIMACS: parsing (clauses across lines, weights, SATLIB's '%'), every malformed input as a
// located format_error, write/parse round trips, seeded mutations that must give either a
// formula or a format_error, and the shared sudoku CNFs.
#include <catch2/catch.hpp>

#include <filesystem>
#include <random>
#include <sstream>

#include "../support/mutate.hpp"
#include "brute.hpp"
#include "deeplog/algebra.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/compile/compile.hpp"
#include "deeplog/compile/dimacs.hpp"

using namespace deeplog;
using compile::parse_dimacs;

namespace {

std::uint64_t count_models(const circuit& c) {
  const std::vector<std::uint64_t> ones(c.num_inputs(), 1);
  return evaluate_reference<counting>(c, std::span<const std::uint64_t>(ones))[0];
}

// The error's location and message, as "LINE:COLUMN: message".
std::string error_of(std::string_view text) {
  try {
    parse_dimacs(text, "t.cnf");
  } catch (const deeplog::format_error& e) {
    return std::to_string(e.line()) + ":" + std::to_string(e.column()) + ": " + e.message();
  }
  return "no error";
}

}  // namespace

TEST_CASE("DIMACS clauses may span lines and share them", "[compile][dimacs]") {
  const auto f = parse_dimacs("c a comment\np cnf 3 3\n1 -2\n 0 2 3 0\nc inside\n-1 -3 0\n");
  REQUIRE(f.num_variables() == 3);
  REQUIRE(f.num_clauses() == 3);
  CHECK(std::vector<int>(f.clause(0).begin(), f.clause(0).end()) == std::vector<int>{1, -2});
  CHECK(std::vector<int>(f.clause(1).begin(), f.clause(1).end()) == std::vector<int>{2, 3});
  CHECK(std::vector<int>(f.clause(2).begin(), f.clause(2).end()) == std::vector<int>{-1, -3});
  CHECK_FALSE(f.weighted());
}

TEST_CASE("DIMACS weights from `c p weight` and `w` lines", "[compile][dimacs]") {
  const auto f = parse_dimacs(
      "p cnf 2 1\nc p weight 1 0.25 0\nc p weight -1 0.75 0\nw 2 0.5\n1 2 0\nc p show 1 0\n");
  REQUIRE(f.weighted());
  CHECK(f.weights()[0] == compile::literal_weights{0.25, 0.75});
  CHECK(f.weights()[1] == compile::literal_weights{0.5, 1.0});  // unspecified: 1
}

TEST_CASE("SATLIB's trailing '%' ends the clause list", "[compile][dimacs]") {
  const auto f = parse_dimacs("p cnf 2 2\n1 2 0\n-1 0\n%\n0\n\n");
  CHECK(f.num_clauses() == 2);
}

TEST_CASE("malformed DIMACS gives a located format_error", "[compile][dimacs][errors]") {
  CHECK(error_of("1 2 0\n") == "1:1: expected the header 'p cnf VARIABLES CLAUSES' before '1'");
  CHECK(error_of("") == "1:0: no 'p cnf VARIABLES CLAUSES' header");
  CHECK(error_of("p cnf 2\n") == "1:8: expected the clause count, found the end of the line");
  CHECK(error_of("p sat 2 1\n") == "1:3: expected the format 'cnf', found 'sat'");
  CHECK(error_of("p cnf -2 1\n") == "1:7: the variable count '-2' is out of range [0, 67108864]");
  CHECK(error_of("p cnf 2 1 7\n") == "1:11: unexpected '7' after the header");
  CHECK(error_of("p cnf 2 1\np cnf 2 1\n") == "2:1: a second 'p' header");
  CHECK(error_of("p cnf 2 1\n1 3 0\n") == "2:3: a literal '3' is out of range [-2, 2]");
  CHECK(error_of("p cnf 2 1\n1 x 0\n") == "2:3: expected a literal (an integer), found 'x'");
  CHECK(error_of("p cnf 2 2\n1 2 0\n-1\n") ==
        "3:0: the clause starting here is not terminated by 0");
  CHECK(error_of("p cnf 2 1\n1 0 2 0\n") == "2:5: more clauses than the 1 the header declares");
  CHECK(error_of("p cnf 2 3\n1 0 2 0\n") == "3:0: the header declares 3 clauses, the file has 2");
  CHECK(error_of("p cnf 2 1\nc p weight 3 0.5 0\n1 0\n") ==
        "2:12: a weighted literal '3' is out of range [-2, 2]");
  CHECK(error_of("p cnf 2 1\nc p weight 1 -0.5 0\n1 0\n") ==
        "2:14: the weight '-0.5' is not a finite non-negative number");
  CHECK(error_of("p cnf 2 1\nc p weight 1 0.5 0\nc p weight 1 0.2 0\n1 0\n") ==
        "3:12: literal 1 is weighted twice");
  CHECK(error_of("c p weight 1 0.5 0\np cnf 2 1\n1 0\n") ==
        "1:5: a weight line before the 'p cnf' header");
  CHECK(error_of("p cnf 2 1\n1 0\n%\n0 1 0\n") == "4:3: unexpected '1' after '%'");
  CHECK_THROWS_AS(compile::read_dimacs("/nonexistent/x.cnf"), deeplog::format_error);
}

TEST_CASE("unsatisfiable, empty, tautological and duplicate-literal CNFs", "[compile][dimacs]") {
  for (auto k : {compile::compiler_kind::topdown, compile::compiler_kind::bottom_up}) {
    compile::compile_options o;
    o.compiler = k;
    CAPTURE(compile::to_string(k));
    // No clauses: every assignment of the 3 variables is a model.
    CHECK(count_models(compile::compile(parse_dimacs("p cnf 3 0\n"), o)) == 8);
    // The empty clause: none.
    CHECK(count_models(compile::compile(parse_dimacs("p cnf 3 1\n0\n"), o)) == 0);
    // x and not x.
    CHECK(count_models(compile::compile(parse_dimacs("p cnf 2 2\n1 0\n-1 0\n"), o)) == 0);
    // A tautology constrains nothing.
    CHECK(count_models(compile::compile(parse_dimacs("p cnf 2 1\n1 -1 0\n"), o)) == 4);
    // Duplicate literals: (1 or 1 or 2) has 3 models over 2 variables.
    CHECK(count_models(compile::compile(parse_dimacs("p cnf 2 1\n1 1 2 0\n"), o)) == 3);
    // Zero variables.
    CHECK(count_models(compile::compile(parse_dimacs("p cnf 0 0\n"), o)) == 1);
  }
}

TEST_CASE("DIMACS round trips through write_dimacs", "[compile][dimacs]") {
  for (unsigned seed = 0; seed < 100; ++seed) {
    std::mt19937 rng(seed);
    const auto n = static_cast<std::uint32_t>(1 + rng() % 9);
    auto f = test::random_cnf(n, rng() % 20, 4, seed % 2 == 0, rng);
    if (seed % 3 == 0) f.set_weight(1, 0.125);
    std::ostringstream os;
    compile::write_dimacs(os, f);
    const auto g = parse_dimacs(os.str());
    CAPTURE(seed, os.str());
    // Groups are written as clauses: same models.
    const auto holds_f = [&](const std::vector<std::uint8_t>& a) { return f.satisfied_by(a); };
    const auto holds_g = [&](const std::vector<std::uint8_t>& a) { return g.satisfied_by(a); };
    CHECK(test::brute_count(n, holds_f) == test::brute_count(n, holds_g));
    CHECK(g.weighted() == f.weighted());
    if (f.weighted()) CHECK(g.weights()[0].positive == 0.125);
  }
}

TEST_CASE("mutated DIMACS gives a formula or a format_error, nothing else",
          "[compile][dimacs][fuzz]") {
  const std::string seed_text =
      "c sample\np cnf 4 3\nc p weight 1 0.5 0\n1 -2 3 0\n-1 4\n0\n2 3 -4 0\n";
  const std::string alphabet = "0123456789 -\npcnfw%.e\t";
  for (unsigned seed = 0; seed < 4000; ++seed) {
    std::mt19937 rng(seed);
    const std::string t = test::mutate(seed_text, alphabet, rng);
    CAPTURE(seed, t);
    try {
      const auto f = parse_dimacs(t);
      // A formula that parses compiles and counts like enumeration.
      if (f.num_variables() <= 10) {
        const auto holds = [&](const std::vector<std::uint8_t>& a) { return f.satisfied_by(a); };
        CHECK(count_models(compile::compile(f)) == test::brute_count(f.num_variables(), holds));
      }
    } catch (const deeplog::format_error& e) {
      CHECK(e.line() >= 1);
    }
  }
}

TEST_CASE("the shared sudoku_4 CNF has 288 models", "[compile][dimacs][shared]") {
  const std::string path = DEEPLOG_SHARED_DIR "/data/cnf/sudoku_4.cnf";
  if (!std::filesystem::exists(path)) {
    WARN("skipped: " << path << " is absent");
    return;
  }
  const auto f = compile::read_dimacs(path);
  CHECK(f.num_variables() == 64);
  CHECK(f.num_clauses() == 336);
  for (auto k : {compile::compiler_kind::topdown, compile::compiler_kind::bottom_up}) {
    compile::compile_options o;
    o.compiler = k;
    CHECK(count_models(compile::compile(f, o)) == 288);
  }
}
