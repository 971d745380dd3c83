// What the program tests ask of a program: its answers by atom, or the error it stops with,
// located as "LINE:COLUMN: message". One copy for the test files of test_deepproblog, which
// compile as one translation unit (tests/CMakeLists.txt, UNITY).
#pragma once

#include <map>
#include <string>

#include "deeplog/base/resources.hpp"
#include "deeplog/prolog.hpp"

namespace deeplog::test {

// "LINE:COLUMN: message"
inline std::string located(const prolog::program_error& e) {
  return std::to_string(e.line()) + ":" + std::to_string(e.column()) + ": " + e.message();
}

// The probability of every answer of the program `text`, by atom.
inline std::map<std::string, double> probs(const std::string& text,
                                           const prolog::inference_options& o = {},
                                           const prolog::neural_labels& nn = {}) {
  const prolog::program p = prolog::parse_program(text, "t.pl");
  std::map<std::string, double> out;
  for (const auto& r : prolog::run(p, o, nn)) out[r.atom] = r.probability;
  return out;
}

// The located program_error that parsing or running `text` stops with, "budget: message" for
// a budget_exceeded, "no error" when it runs through.
inline std::string error_of(const std::string& text, const prolog::inference_options& o = {}) {
  try {
    const prolog::program p = prolog::parse_program(text, "t.pl");
    (void)prolog::run(p, o);
  } catch (const prolog::program_error& e) {
    return located(e);
  } catch (const budget_exceeded& e) {
    return std::string("budget: ") + e.what();
  }
  return "no error";
}

}  // namespace deeplog::test
