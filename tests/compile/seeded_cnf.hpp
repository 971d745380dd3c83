// The seeded random CNFs of the differential test against d4 (tests/compile/d4_differential.cpp):
// instance `seed` is drawn from one splitmix64 stream, draw for draw as scripts/d4-expected.py
// draws it, so the test regenerates the formulas whose d4 model counts that script committed.
// Four families: random 3-CNF (10-50 variables, clause/variable ratio 1.5-4.5), 2-CNF (10-60,
// 0.5-2.0), 4-CNF (10-40, 4.0-11.0), and 3-CNF (24-50, 1.0-3.0) with one to four disjoint
// exactly-one constraints of 3-6 variables written as clauses (which group detection finds).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "deeplog/compile/cnf.hpp"

namespace deeplog::test {

class splitmix64 {
 public:
  explicit splitmix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    state_ += 0x9e3779b97f4a7c15ull;
    std::uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  std::uint32_t below(std::uint32_t bound) { return static_cast<std::uint32_t>(next() % bound); }

 private:
  std::uint64_t state_;
};

struct seeded_cnf {
  std::string_view family;
  compile::cnf formula;
};

inline seeded_cnf seeded_instance(std::uint64_t seed) {
  static constexpr std::array<std::string_view, 4> families{"3-cnf", "2-cnf", "4-cnf",
                                                            "3-cnf+exactly-one"};
  splitmix64 rng(seed);
  const std::uint32_t family = rng.below(4);
  std::uint32_t n = 0, k = 0, m = 0;
  std::vector<std::vector<std::uint32_t>> groups;
  switch (family) {
    case 0:
      n = 10 + rng.below(41), k = 3;
      m = n * (15 + rng.below(31)) / 10;
      break;
    case 1:
      n = 10 + rng.below(51), k = 2;
      m = n * (5 + rng.below(16)) / 10;
      break;
    case 2:
      n = 10 + rng.below(31), k = 4;
      m = n * (40 + rng.below(71)) / 10;
      break;
    default: {
      n = 24 + rng.below(27), k = 3;  // room for four groups of six
      m = n * (10 + rng.below(21)) / 10;
      std::vector<bool> used(n);
      for (std::uint32_t g = 1 + rng.below(4); g-- > 0;) {
        const std::uint32_t size = 3 + rng.below(4);
        auto& group = groups.emplace_back();
        while (group.size() < size) {
          const std::uint32_t v = rng.below(n);
          if (used[v]) continue;
          used[v] = true;
          group.push_back(v);
        }
      }
    }
  }
  compile::cnf f(n);
  auto lit = [](std::uint32_t v, bool negated) {
    const auto x = static_cast<compile::dimacs_literal>(v + 1);
    return negated ? -x : x;
  };
  std::vector<compile::dimacs_literal> clause;
  for (const auto& group : groups) {  // exactly one, written as clauses
    clause.clear();
    for (std::uint32_t v : group) clause.push_back(lit(v, false));
    f.add_clause(clause);
    for (std::size_t i = 0; i < group.size(); ++i)
      for (std::size_t j = i + 1; j < group.size(); ++j)
        f.add_clause({lit(group[i], true), lit(group[j], true)});
  }
  std::vector<std::uint32_t> chosen;
  for (std::uint32_t c = 0; c < m; ++c) {
    chosen.clear();
    while (chosen.size() < k) {
      const std::uint32_t v = rng.below(n);
      if (std::find(chosen.begin(), chosen.end(), v) == chosen.end()) chosen.push_back(v);
    }
    clause.clear();
    for (std::uint32_t v : chosen) clause.push_back(lit(v, rng.below(2) != 0));
    f.add_clause(clause);
  }
  return {families[family], std::move(f)};
}

}  // namespace deeplog::test
