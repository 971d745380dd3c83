// Issue 15 on the logic-programming front end: inputs that crashed (reads past the end,
// stack overflows, SIGFPE), hung or gave silently wrong numbers end in results or located
// errors: program_error (FILE:LINE:COLUMN) or deeplog::budget_exceeded (whose message starts
// with the location too).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "deeplog/base/resources.hpp"
#include "deeplog/prolog.hpp"
#include "program_helpers.hpp"

using namespace deeplog::prolog;
using deeplog::test::error_of;
using deeplog::test::located;
using deeplog::test::probs;

namespace {

std::string repeat(const std::string& s, std::size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (std::size_t i = 0; i < n; ++i) out += s;
  return out;
}

// Appends the rule "pI :- pI+1."
void append_chain_rule(std::string& text, int i) {
  text.append("p").append(std::to_string(i)).append(" :- p").append(std::to_string(i + 1));
  text.append(".\n");
}

// Parses `text` placed at the very end of a readable page followed by an unreadable one, so
// that a read past the end of the text faults (without a sanitizer too). "ok" or the error.
std::string parse_at_page_end(const std::string& text) {
#if defined(__linux__)
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  const std::size_t pages = (text.size() + page - 1) / page + 1;
  void* m =
      mmap(nullptr, (pages + 1) * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  REQUIRE(m != MAP_FAILED);
  char* base = static_cast<char*>(m);
  REQUIRE(mprotect(base + pages * page, page, PROT_NONE) == 0);
  char* at = base + pages * page - text.size();
  std::copy(text.begin(), text.end(), at);
  std::string out = "ok";
  try {
    parse_program(std::string_view(at, text.size()), "t.pl");
  } catch (const program_error& e) {
    out = located(e);
  }
  munmap(m, (pages + 1) * page);
  return out;
#else
  try {
    parse_program(text, "t.pl");
  } catch (const program_error& e) {
    return located(e);
  }
  return "ok";
#endif
}

// The value of X in `q(X) :- X is EXPR.`
std::string value_of(const std::string& expr) {
  const auto m = probs("q(X) :- X is " + expr + ".\nquery(q(X)).");
  REQUIRE(m.size() == 1);
  const std::string a = m.begin()->first;
  return a.substr(2, a.size() - 3);
}

}  // namespace

TEST_CASE("the lexer never reads past the end of the text", "[systems][deepproblog][issue15]") {
  // The fuzzer's 9 bytes: a quoted atom ending in a backslash at the end of the input.
  CHECK(error_of("'% The p\\") == "1:1: unterminated quoted name");
  CHECK(error_of("a :- X = \"ab\\") == "1:10: unterminated quoted name");
  CHECK(error_of("'\\") == "1:1: unterminated quoted name");
  CHECK(error_of("\\") == "1:2: expected an operator or '.', found the end of the text");
  CHECK(error_of("a :- b. /*") == "1:9: unterminated comment");
  CHECK(error_of("a :- b. /* *") == "1:9: unterminated comment");
  CHECK(error_of("a :- X = 1e") == "1:11: a number followed by 'e'");
  CHECK(error_of("a :- X = 1.5e+") == "1:13: a number followed by 'e'");
  CHECK(error_of("a :- X = 0'") == "1:11: unterminated quoted name");
  CHECK(error_of("a :- X = 1.") == "no error");
  // The same texts and every prefix of clauses with all token kinds, each ending exactly at an
  // unreadable page: a read past the end faults.
  CHECK(parse_at_page_end("'% The p\\") == "1:1: unterminated quoted name");
  CHECK(parse_at_page_end("a :- X = \"ab\\") == "1:10: unterminated quoted name");
  CHECK(parse_at_page_end("a :- X = 1.") == "ok");
  for (const std::string full :
       {"p('a\\'b', \"s\\\\\", 0.5e-3, 1.0E+2, 7e3, X, [1|T]) :- /* c */ X = -1 % e\n.",
        "q :- X = 0'a, Y = 'it''s', Z = \"\\n\", W == 1.5e10, V is 2 ** 3 // 1.\n"}) {
    for (std::size_t n = 0; n <= full.size(); ++n) {
      CAPTURE(full, n);
      const std::string e = parse_at_page_end(full.substr(0, n));
      CHECK(!e.empty());
    }
  }
}

TEST_CASE("numbers out of range are located errors", "[systems][deepproblog][issue15]") {
  CHECK(error_of("q(X) :- X = 1.0e400.") == "1:13: the number 1.0e400 does not fit a double");
  CHECK(error_of("q(X) :- X = 9223372036854775808.") ==
        "1:13: the integer 9223372036854775808 does not fit 64 bits");
  CHECK(error_of("q(X) :- X = -9223372036854775809.") ==
        "1:14: the integer -9223372036854775809 does not fit 64 bits");
  CHECK(value_of("-9223372036854775808") == "-9223372036854775808");
  CHECK(value_of("1.0e-400") == "0.0");
}

TEST_CASE("cyclic terms are never made: unification has the occurs check",
          "[systems][deepproblog][issue15]") {
  const auto m = probs(
      "q :- X = f(X).\nr :- X = [a|X].\ns :- f(X, Y) = f(Y, g(X)).\nt :- X = f(Y), Y = g(X).\n"
      "u :- X \\= f(X).\nquery(q). query(r). query(s). query(t). query(u).");
  CHECK(m.at("q") == 0.0);
  CHECK(m.at("r") == 0.0);
  CHECK(m.at("s") == 0.0);
  CHECK(m.at("t") == 0.0);
  CHECK(m.at("u") == 1.0);
  // A head unification too: p(X, X) against p(Y, f(Y)).
  CHECK(probs("p(X, X).\nq :- p(Y, f(Y)).\nquery(q).").at("q") == 0.0);
}

TEST_CASE("deep and long terms are read, unified, copied and written without recursion",
          "[systems][deepproblog][issue15]") {
  // 20k nested parentheses.
  const auto parens =
      probs("q(X) :- X = " + repeat("(", 20000) + "a" + repeat(")", 20000) + ".\nquery(q(X)).");
  CHECK(parens.count("q(a)") == 1);
  // 20k nested compound terms, unified with a copy of themselves and written.
  const std::string deep = repeat("f(", 20000) + "x" + repeat(")", 20000);
  const auto nested = probs("q(Y) :- X = " + deep + ", X = Y.\nquery(q(Y)).");
  REQUIRE(nested.size() == 1);
  CHECK(nested.begin()->first == "q(" + deep + ")");
  // 100k prefix minus signs (each on a parenthesized operand: `- - 7` is ambiguous to ProbLog);
  // 40k terms of a sum.
  CHECK(value_of(repeat("- (", 100000) + "7" + repeat(")", 100000)) == "7");
  CHECK(value_of(repeat("- (", 99999) + "7" + repeat(")", 99999)) == "-7");
  CHECK(value_of("1" + repeat("+1", 39999)) == "40000");
  CHECK(value_of("(" + repeat("1 + (", 30000) + "1" + repeat(")", 30000) + ")") == "30001");
  // A 1M-element list: read, its length taken, its elements summed by recursion... the list
  // built by length/2, and == on two copies.
  std::string list = "[0";
  for (int i = 1; i < 1000000; ++i) list += ",1";
  list += "]";
  const auto big = probs("q(N) :- length(" + list + ", N).\nr :- L = " + list + ", M = " + list +
                         ", L == M.\ns :- length(L, 1000000), is_list(L).\n"
                         "query(q(N)). query(r). query(s).");
  CHECK(big.at("q(1000000)") == 1.0);
  CHECK(big.at("r") == 1.0);
  CHECK(big.at("s") == 1.0);
}

TEST_CASE("long clause bodies and conjunctions", "[systems][deepproblog][issue15]") {
  // A 20k-goal body is read and split without recursion; proving it nests one C++ call per
  // goal: it runs, or stops at the stack guard (a depth budget), never overflowing.
  const std::string body = "true" + repeat(", true", 19999);
  const std::string e = error_of("q :- " + body + ".\nquery(q).");
  CHECK((e == "no error" || e.find("too deep for the stack") != std::string::npos));
  // A shorter one runs.
  CHECK(probs("0.5::a.\nq :- a" + repeat(", X = 1", 2000) + ".\nquery(q).").at("q") == 0.5);
  // Disjunctions that multiply out are bounded.
  CHECK(error_of("q :- " + repeat("(true ; true), ", 20) + "true.\nquery(q).") ==
        "1:1: the body has more than 65536 alternatives (disjunctions ';' multiply out)");
}

TEST_CASE("integer division never traps", "[systems][deepproblog][issue15]") {
  const std::string min = "(-9223372036854775807 - 1)";
  for (const char* op : {"//", "div"}) {
    CAPTURE(op);
    CHECK(error_of("q(Y) :- X is -9223372036854775807 - 1, Y is X " + std::string(op) +
                   " -1.\nquery(q(Y)).")
              .find("1:1: evaluation error: integer overflow") == 0);
  }
  CHECK(value_of(min + " mod -1") == "0");
  CHECK(value_of(min + " rem -1") == "0");
  CHECK(value_of("7 // -1") == "-7");
  CHECK(value_of("7 / -1") == "-7.0");  // ProbLog's `/` divides as floats
  CHECK(value_of(min + " / -1") == "9.223372036854776e+18");
  for (const char* op : {"//", "/", "mod", "rem", "div"}) {
    CAPTURE(op);
    CHECK(error_of("q(Y) :- Y is 5 " + std::string(op) + " 0.\nquery(q(Y)).") ==
          "1:1: division by zero in " + std::string(op == std::string("/") ? "/" : op) + "(5,0)");
  }
  // ISO's rounding: // truncates, div floors, mod has the divisor's sign, rem the dividend's.
  CHECK(value_of("-7 // 2") == "-3");
  CHECK(value_of("-7 div 2") == "-4");
  CHECK(value_of("-7 mod 2") == "1");
  CHECK(value_of("-7 rem 2") == "-1");
  CHECK(value_of("7 mod -2") == "-1");
}

TEST_CASE("integer arithmetic is checked: overflow is an evaluation error",
          "[systems][deepproblog][issue15]") {
  auto overflows = [](const std::string& expr) {
    const std::string e = error_of("q(X) :- X is " + expr + ".\nquery(q(X)).");
    CAPTURE(expr, e);
    CHECK(e.find("1:1: evaluation error: integer overflow") == 0);
  };
  overflows("9223372036854775807 + 1");
  overflows("max_int + 1");
  overflows("min_int - 1");
  overflows("2 ** 100");
  overflows("2 ^ 63");
  overflows("3 ** 40");
  overflows("2 ** 9223372036854775807");
  overflows("1 << 64");
  overflows("1 << 63");
  overflows("3 << 62");
  overflows("-(min_int)");
  overflows("abs(min_int)");
  overflows("4294967296 * 4294967296");
  overflows("-3037000500 * 3037000500");
  CHECK(error_of("q(X) :- X is 1 << -1.\nquery(q(X)).") ==
        "1:1: evaluation error: a negative shift count in <<(1,-1)");
  CHECK(error_of("q(X) :- X is 1 + (2 ** 100).\nquery(q(X)).") ==
        "1:1: evaluation error: integer overflow (integers are 64-bit) in **(2,100)");
  // What fits is exact.
  CHECK(value_of("9223372036854775806 + 1") == "9223372036854775807");
  CHECK(value_of("2 ** 62") == "4611686018427387904");
  CHECK(value_of("(-2) ** 63") == "-9223372036854775808");
  CHECK(value_of("1 << 62") == "4611686018427387904");
  CHECK(value_of("-1 << 63") == "-9223372036854775808");
  CHECK(value_of("-8 >> 1") == "-4");
  CHECK(value_of("5 >> 64") == "0");
  CHECK(value_of("-5 >> 100") == "-1");
  CHECK(value_of("3037000499 * 3037000499") == "9223372030926249001");
  CHECK(value_of("abs(-9223372036854775807)") == "9223372036854775807");
  // Powers of 0, 1 and -1 are exact and immediate, whatever the exponent.
  CHECK(value_of("1 ** 9223372036854775807") == "1");
  CHECK(value_of("(-1) ** 9223372036854775807") == "-1");
  CHECK(value_of("(-1) ** 9223372036854775806") == "1");
  CHECK(value_of("0 ** 9223372036854775807") == "0");
  CHECK(value_of("0 ** 0") == "1");
  CHECK(value_of("2 ** -1") == "0.5");
  // Big integers convert to integers exactly (not through a double).
  CHECK(value_of("integer(9007199254740993)") == "9007199254740993");
  CHECK(value_of("round(2.5)") == "3");
  CHECK(value_of("truncate(-2.7)") == "-2");
  CHECK(value_of("floor(-2.5)") == "-3");
  CHECK(value_of("ceiling(2.1)") == "3");
  CHECK(value_of("min(2, 3.0)") == "2");
  CHECK(value_of("max(9223372036854775807, 9223372036854775806)") == "9223372036854775807");
}

TEST_CASE("floats that do not convert to integers are evaluation errors",
          "[systems][deepproblog][issue15]") {
  for (const char* expr :
       {"round(inf)", "truncate(1.0e300)", "integer(nan)", "ceiling(inf)", "floor(-inf)",
        "floor(9.3e18)", "ceiling(-9.3e18)", "round(nan)", "integer(1.0e19)", "truncate(-(inf))"}) {
    const std::string e = error_of("q(X) :- X is " + std::string(expr) + ".\nquery(q(X)).");
    CAPTURE(expr, e);
    CHECK(e.find("1:1: evaluation error: ") == 0);
  }
  CHECK(value_of("truncate(-9.2e18)") == "-9200000000000000000");
}

TEST_CASE("between/3 at the ends of the integers", "[systems][deepproblog][issue15]") {
  const auto m = probs(
      "q(X) :- between(9223372036854775806, 9223372036854775807, X).\n"
      "r(X) :- between(-9223372036854775808, -9223372036854775807, X).\n"
      "query(q(X)). query(r(X)).");
  CHECK(m.size() == 4);
  CHECK(m.count("q(9223372036854775806)") == 1);
  CHECK(m.count("q(9223372036854775807)") == 1);
  CHECK(m.count("r(-9223372036854775808)") == 1);
  CHECK(m.count("r(-9223372036854775807)") == 1);
  // No answer: the query as asked, with probability 0 (as ProbLog prints it).
  const auto none = probs("q(X) :- between(3, 2, X).\nquery(q(X)).");
  CHECK(none.size() == 1);
  CHECK(none.count("q(_0)") == 1);
  CHECK(none.begin()->second == 0);
}

TEST_CASE("runaway grounding ends at a budget naming the predicate",
          "[systems][deepproblog][issue15]") {
  inference_options o;
  o.grounding.max_steps = 200000;
  // Enumerates 2^63 values without an answer: the step budget.
  std::string e = error_of("q(X) :- between(1, 9223372036854775807, X), X < 0.\nquery(q(X)).", o);
  CHECK(e.find("budget: t.pl:1:1: grounding: more than 200000 steps") == 0);
  CHECK(e.find("between/3") != std::string::npos);
  // Infinitely many answers of growing size.
  e = error_of("nat(0).\nnat(s(X)) :- nat(X).\nquery(nat(X)).", o);
  CHECK(e.find("budget: t.pl:2:1: grounding: more than 200000 steps") == 0);
  CHECK(e.find("nat/1") != std::string::npos);
  o.grounding.max_steps = std::size_t(1) << 40;
  o.grounding.max_table_cells = 100000;
  e = error_of("nat(0).\nnat(s(X)) :- nat(X).\nquery(nat(X)).", o);
  CHECK(e.find("budget: t.pl:2:1: grounding: the tables have more than 100000 cells") == 0);
  o.grounding.max_table_cells = std::size_t(1) << 40;
  o.grounding.max_term_size = 300;
  e = error_of("nat(0).\nnat(s(X)) :- nat(X).\nquery(nat(X)).", o);
  CHECK(e.find("budget: t.pl:2:1: grounding: the answer of nat/1 has more than 300 cells") == 0);
  // Ever deeper calls.
  e = error_of("p(X) :- p(f(X)).\nquery(p(a)).");
  CHECK(e.find("budget: t.pl:1:1: grounding: ") == 0);
  CHECK(e.find("p/1") != std::string::npos);
  // Ever more calls.
  o = {};
  o.grounding.max_calls = 1000;
  e = error_of(
      "p(N) :- N < 100000, M is N + 1, p(M).\nq :- between(1, 5000, X), p(X).\n"
      "query(q).",
      o);
  CHECK(e.find("budget: t.pl:") == 0);
  CHECK(e.find("more than 1000 tabled calls") != std::string::npos);
}

TEST_CASE("length/2 rejects a huge list up front", "[systems][deepproblog][issue15]") {
  const std::string e = error_of("q :- length(L, 100000000000).\nquery(q).");
  CHECK(e.find("budget: t.pl:1:1: length/2: a list of 100000000000 elements is over the term "
               "size budget") == 0);
  CHECK(probs("q(N) :- length(L, 3), length(L, N).\nquery(q(N)).").count("q(3)") == 1);
}

TEST_CASE("long chains of rules end at a depth budget, never overflowing the stack",
          "[systems][deepproblog][issue15]") {
  std::string text;
  for (int i = 1; i < 100000; ++i) append_chain_rule(text, i);
  text += "p100000.\nquery(p1).\n";
  const std::string e = error_of(text);
  CHECK(e.find("budget: t.pl:") == 0);
  // A chain within the depth budget works.
  std::string shorter = "0.5::p500.\n";
  for (int i = 1; i < 500; ++i) append_chain_rule(shorter, i);
  CHECK(probs(shorter + "query(p1).").at("p1") == 0.5);
  // Left recursion over a long chain: few nested calls, a deep ground program (its formula
  // nests one call per edge: it is built, or stops at the stack guard).
  std::string path = "p(X, Y) :- e(X, Y).\np(X, Y) :- p(X, Z), e(Z, Y).\n";
  for (int i = 0; i < 1000; ++i)
    path.append("0.9::e(")
        .append(std::to_string(i))
        .append(", ")
        .append(std::to_string(i + 1))
        .append(").\n");
  const std::string f = error_of(path + "query(p(0, 1000)).");
  CAPTURE(f);
  CHECK((f == "no error" || f.find("too deep for the stack") != std::string::npos));
}
