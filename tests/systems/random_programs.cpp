// Random stratified propositional programs (probabilistic facts, an annotated disjunction,
// positive recursion within a stratum, negation of lower strata) against enumeration of all
// possible worlds, each world's stratified least model computed here directly from the rules.
#include <catch2/catch.hpp>

#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "deeplog/prolog.hpp"

using namespace deeplog::prolog;

namespace {

std::string num(double x) {
  std::ostringstream os;
  os.precision(17);
  os << x;
  return os.str();
}

struct rule {
  int head;
  std::vector<std::pair<int, bool>> atoms;  // (atom, negated)
  std::vector<int> facts;                   // facts: 0..F-1, AD heads: F..F+A-1
};

}  // namespace

TEST_CASE("random stratified programs equal possible-world enumeration",
          "[systems][deepproblog][brute]") {
  for (unsigned seed = 0; seed < 300; ++seed) {
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> u(0.05, 0.95);
    const int atoms = 2 + int(rng() % 5), facts = 1 + int(rng() % 4), ad = int(rng() % 3);
    const int strata = 1 + atoms / 3;
    auto stratum = [&](int a) { return a * strata / atoms; };
    std::vector<double> fp(facts);
    for (auto& x : fp) x = u(rng);
    std::vector<double> ap(ad);
    double left = 1;
    for (auto& x : ap) left -= x = u(rng) * left * 0.8;
    std::vector<rule> rules;
    const int nr = 1 + int(rng() % (2 * atoms + 2));
    for (int r = 0; r < nr; ++r) {
      rule x;
      x.head = int(rng() % atoms);
      const int len = 1 + int(rng() % 3);
      for (int k = 0; k < len; ++k) {
        if (rng() % 2) {
          const int b = int(rng() % atoms);
          if (stratum(b) < stratum(x.head) && rng() % 2)
            x.atoms.push_back({b, true});
          else if (stratum(b) <= stratum(x.head))
            x.atoms.push_back({b, false});
        } else {
          x.facts.push_back(int(rng() % (facts + ad)));
        }
      }
      rules.push_back(x);
    }
    std::string text;
    for (int f = 0; f < facts; ++f) text += num(fp[f]) + "::f" + std::to_string(f) + ".\n";
    for (int a = 0; a < ad; ++a) text += (a ? "; " : "") + num(ap[a]) + "::g" + std::to_string(a);
    if (ad) text += ".\n";
    for (int a = 0; a < atoms; ++a) text += "p" + std::to_string(a) + " :- fail.\n";  // declared
    for (const auto& r : rules) {
      text += "p" + std::to_string(r.head) + " :- true";
      for (auto [b, neg] : r.atoms)
        text += std::string(neg ? ", \\+ p" : ", p") + std::to_string(b);
      for (int f : r.facts)
        text += f < facts ? ", f" + std::to_string(f) : ", g" + std::to_string(f - facts);
      text += ".\n";
    }
    for (int a = 0; a < atoms; ++a) text += "query(p" + std::to_string(a) + ").\n";
    CAPTURE(seed, text);
    // Enumeration: facts independent, the AD picks one head or none.
    std::vector<double> expect(atoms, 0.0);
    for (unsigned w = 0; w < (1u << facts); ++w) {
      for (int choice = 0; choice <= ad; ++choice) {  // choice == ad: no head
        if (choice == ad && left <= 0) continue;
        double pw = choice < ad ? ap[choice] : (ad ? left : 1.0);
        if (!ad && choice > 0) continue;
        for (int f = 0; f < facts; ++f) pw *= (w >> f & 1u) ? fp[f] : 1 - fp[f];
        auto holds_fact = [&](int f) {
          return f < facts ? ((w >> f & 1u) != 0) : (f - facts == choice);
        };
        std::vector<char> truth(atoms, 0);
        for (int s = 0; s < strata; ++s) {
          bool changed = true;
          while (changed) {
            changed = false;
            for (const auto& r : rules) {
              if (stratum(r.head) != s || truth[r.head]) continue;
              bool ok = true;
              for (auto [b, neg] : r.atoms) ok = ok && (neg ? !truth[b] : truth[b]);
              for (int f : r.facts) ok = ok && holds_fact(f);
              if (ok) truth[r.head] = changed = true;
            }
          }
        }
        for (int a = 0; a < atoms; ++a)
          if (truth[a]) expect[a] += pw;
      }
    }
    const program p = parse_program(text, "random.pl");
    const auto results = run(p);
    REQUIRE(results.size() == std::size_t(atoms));
    for (int a = 0; a < atoms; ++a) {
      CAPTURE(a);
      CHECK(results[a].atom == "p" + std::to_string(a));
      CHECK(results[a].probability == Approx(expect[a]).epsilon(1e-10).margin(1e-12));
    }
  }
}
