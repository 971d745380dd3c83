// ProbLog 2.3.0 as the oracle: every tests/systems/problog/**/NAME.pl runs through the front end
// and must give exactly the answers in NAME.expected (written by scripts/problog-oracle.py from
// ProbLog's own evaluation: `ATOM<TAB>PROB`, or `error<TAB>CLASS` where ProbLog stops), to 1e-9.
// Where ProbLog stops with an error, so must we, with a located error or a budget (never an
// answer).
#include <catch2/catch.hpp>

#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "deeplog/prolog.hpp"

using namespace deeplog::prolog;
namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Variables are `_` on both sides (ProbLog names them X2, the front end _0): a `_` that starts
// a name, followed by digits, becomes `_` (q_002 stays). (No std::regex: GCC 12 warns inside
// it under the sanitizers.)
std::string canonical(const std::string& atom) {
  auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; };
  std::string out;
  for (std::size_t i = 0; i < atom.size(); ++i) {
    out += atom[i];
    if (atom[i] == '_' && (i == 0 || !word(atom[i - 1])))
      while (i + 1 < atom.size() && atom[i + 1] >= '0' && atom[i + 1] <= '9') ++i;
  }
  return out;
}

}  // namespace

TEST_CASE("ProbLog's answers on the oracle programs", "[systems][deepproblog][problog]") {
  const fs::path dir = fs::path(DEEPLOG_SOURCE_DIR) / "tests/systems/problog";
  std::size_t programs = 0;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    if (entry.path().extension() != ".pl") continue;
    const fs::path expected_file = fs::path(entry.path()).replace_extension(".expected");
    INFO(entry.path().filename().string());
    REQUIRE(fs::exists(expected_file));
    ++programs;
    std::map<std::string, double> expected;
    std::string expected_error;
    std::istringstream lines(slurp(expected_file));
    for (std::string line; std::getline(lines, line);) {
      if (line.empty()) continue;
      const auto tab = line.find('\t');
      REQUIRE(tab != std::string::npos);
      if (line.compare(0, tab, "error") == 0)
        expected_error = line.substr(tab + 1);
      else
        expected[line.substr(0, tab)] = std::stod(line.substr(tab + 1));
    }
    const std::string text = slurp(entry.path());
    if (!expected_error.empty()) {
      INFO("ProbLog: " << expected_error);
      // We stop too: a located program error, or a budget that ends the grounding first.
      bool stopped = false;
      try {
        run(parse_program(text, entry.path().string()));
      } catch (const program_error&) {
        stopped = true;
      } catch (const deeplog::budget_exceeded&) {
        stopped = true;
      }
      CHECK(stopped);
      continue;
    }
    std::map<std::string, double> got;
    for (const auto& r : run(parse_program(text, entry.path().string()))) {
      INFO(r.atom);
      CHECK(got.emplace(canonical(r.atom), r.probability).second);  // each answer once
    }
    CHECK(got.size() == expected.size());
    for (const auto& [atom, p] : expected) {
      INFO(atom);
      const auto it = got.find(atom);
      REQUIRE(it != got.end());
      CHECK(std::fabs(it->second - p) <= 1e-9);
    }
  }
  CHECK(programs >= 200);  // the hand-written ones and the generated ones (random/)
}
