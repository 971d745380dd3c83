// Seeded text mutations for the parsers' robustness tests: 1..max_edits random insertions,
// deletions and replacements of characters drawn from an alphabet of the format's own symbols.
#pragma once

#include <random>
#include <string>
#include <string_view>

namespace deeplog::test {

inline std::string mutate(std::string s, std::string_view alphabet, std::mt19937& rng,
                          unsigned max_edits = 4) {
  const auto edits = 1 + static_cast<unsigned>(rng() % max_edits);
  for (unsigned e = 0; e < edits; ++e) {
    const std::size_t at = rng() % (s.size() + 1);
    const char c = alphabet[rng() % alphabet.size()];
    switch (rng() % 3) {
      case 0:
        s.insert(s.begin() + static_cast<std::ptrdiff_t>(at), c);
        break;
      case 1:
        if (at < s.size()) s.erase(at, 1 + rng() % 3);
        break;
      default:
        if (at < s.size()) s[at] = c;
    }
  }
  return s;
}

}  // namespace deeplog::test
