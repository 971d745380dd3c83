// Seeded mutations of a program text: reading, grounding and inference must end in results or
// a program_error (syntax, grounding) with a location, never a crash, a hang or another
// exception. Budgets keep mutated recursions finite.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "../support/mutate.hpp"
#include "deeplog/prolog.hpp"

using namespace deeplog::prolog;

TEST_CASE("mutated programs give results or located errors", "[systems][deepproblog][fuzz]") {
  const std::string seed_text =
      "0.3::a. 0.2::x; 0.5::y :- a.\nb(X) :- between(1, 3, X), a.\n"
      "c(L, N) :- length(L, N), N > 1.\np(X, Y) :- e(X, Y). p(X, Y) :- e(X, Z), p(Z, Y).\n"
      "0.5::e(1, 2). 0.5::e(2, 1).\nq :- \\+ a, x.\nquery(b(X)). query(p(1, 1)). query(q).\n"
      "query(c([u, v], N)). evidence(a, true).\n";
  const std::string alphabet = "abcpqxyXYZ()[],.;:-+*/\\ 0123456789|%'\n";
  int parsed = 0;
  for (unsigned seed = 0; seed < 3000; ++seed) {
    std::mt19937 rng(seed);
    const std::string t = deeplog::test::mutate(seed_text, alphabet, rng);
    CAPTURE(seed, t);
    inference_options o;
    o.grounding.max_answers = 2000;
    o.grounding.max_depth = 64;
    o.compiler.budget.max_nodes = 100000;
    try {
      load_options lo;
      lo.consult = false;  // (a mutation must not read the machine's files)
      const program p = parse_program(t, "m.pl", lo);
      ++parsed;
      for (const auto& r : run(p, o))
        CHECK((r.probability >= -1e-12 && r.probability <= 1 + 1e-12));
    } catch (const program_error& e) {
      CHECK(!e.message().empty());
    } catch (const deeplog::compile::budget_exceeded&) {
    }
  }
  CHECK(parsed > 100);  // the mutations do not all break the syntax
}
