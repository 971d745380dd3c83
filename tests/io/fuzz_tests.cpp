// Seeded random mutations of valid files through every reader: each input must either read
// (and convert to a circuit) or throw deeplog::format_error; nothing else, no crash, no hang. The
// libFuzzer targets in fuzz/ do the same with coverage guidance; this runs in CI without clang.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "deeplog/circuit/io/nnf.hpp"
#include "deeplog/circuit/io/sdd.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/deeplog.hpp"
#include "reference.hpp"

using namespace deeplog;

namespace {

std::string mutate(std::string s, std::mt19937_64& rng) {
  static const std::vector<std::string> tokens{"0",          "1",           "-1",
                                               "2",          "7",           "4294967295",
                                               "4294967296", "-2147483648", "99999999999999999999",
                                               " ",          "\n",          "\t",
                                               "\r",         "c ",          "F",
                                               "T",          "L",           "D",
                                               "I",          "A",           "O",
                                               "o",          "a",           "t",
                                               "f",          "sdd",         "vtree",
                                               "nnf",        "x",           "\x00",
                                               "\xff",       "1e9",         "+1",
                                               "--1",        "0x10"};
  const int edits = 1 + int(rng() % 4);
  for (int k = 0; k < edits; ++k) {
    const std::size_t pos = s.empty() ? 0 : rng() % (s.size() + 1);
    switch (rng() % 7) {
      case 0:  // overwrite a byte
        if (!s.empty()) s[rng() % s.size()] = char(rng() % 256);
        break;
      case 1:  // insert a token
        s.insert(pos, tokens[rng() % tokens.size()]);
        break;
      case 2:  // delete a range
        s.erase(pos, rng() % 12);
        break;
      case 3:  // truncate
        s.resize(pos);
        break;
      case 4: {  // duplicate a line
        const std::size_t b = s.rfind('\n', pos == 0 ? 0 : pos - 1);
        const std::size_t start = b == std::string::npos ? 0 : b + 1;
        const std::size_t e = s.find('\n', start);
        const std::string line =
            s.substr(start, e == std::string::npos ? std::string::npos : e - start + 1);
        s.insert(start, line);
        break;
      }
      case 5: {  // replace a number by another
        const std::size_t d = s.find_first_of("0123456789", pos);
        if (d != std::string::npos) {
          std::size_t e = d;
          while (e < s.size() && std::isdigit(static_cast<unsigned char>(s[e]))) ++e;
          s.replace(d, e - d, std::to_string(rng() % 40));
        }
        break;
      }
      default: {  // swap two lines' positions by moving a line
        const std::size_t e = s.find('\n', pos);
        if (e != std::string::npos) {
          const std::size_t b = s.rfind('\n', pos == 0 ? 0 : pos - 1);
          const std::size_t start = (b == std::string::npos || b >= e) ? 0 : b + 1;
          std::string line = s.substr(start, e - start + 1);
          s.erase(start, e - start + 1);
          s.insert(s.empty() ? 0 : rng() % (s.size() + 1), line);
        }
      }
    }
  }
  return s;
}

// Reads, converts and (when small) evaluates; returns whether the input was accepted.
template <class F>
bool accepts(F&& read, const std::string& input, std::uint64_t seed, int i) {
  try {
    const circuit c = read();
    if (c.num_inputs() <= 4096) {
      std::vector<std::uint64_t> ones(c.num_inputs(), 1);
      (void)evaluate_reference<counting>(c, ones);
    }
    return true;
  } catch (const deeplog::format_error&) {
    return false;
  } catch (const std::exception& e) {
    FAIL("seed " << seed << ", input " << i << ": " << e.what() << "\n" << input);
  }
  return false;
}

}  // namespace

TEST_CASE("mutated SDD and vtree files read or throw format_error", "[io][fuzz]") {
  const std::uint64_t seed = 0xdeeb10c;
  std::mt19937_64 rng(seed);
  std::vector<test::random_function> seeds;
  for (int n = 1; n <= 6; ++n) seeds.emplace_back(n, rng, 0.5);
  int accepted = 0;
  const int inputs = 3000;
  for (int i = 0; i < inputs; ++i) {
    const auto& f = seeds[std::size_t(i) % seeds.size()];
    const bool mutate_vtree = i % 4 == 0;
    const std::string vtext = mutate_vtree ? mutate(f.vtree_text, rng) : f.vtree_text;
    const std::string stext = mutate_vtree ? f.sdd_text : mutate(f.sdd_text, rng);
    const bool smooth = i % 2 == 0;
    accepted += accepts(
        [&] {
          const io::vtree vt = io::parse_vtree(vtext, "v");
          return io::to_circuit(io::parse_sdd(stext, vt, "s"), vt,
                                {.smooth = smooth, .max_nodes = 1 << 16});
        },
        vtext + "\n----\n" + stext, seed, i);
  }
  INFO("accepted " << accepted << " of " << inputs);
  CHECK(accepted > 0);       // some mutations keep the file valid
  CHECK(accepted < inputs);  // and most do not
}

TEST_CASE("mutated c2d and d4 NNF files read or throw format_error", "[io][fuzz]") {
  const std::uint64_t seed = 0x2dd4;
  std::mt19937_64 rng(seed);
  std::vector<std::string> seeds;
  for (int n = 1; n <= 6; ++n) {
    test::random_function f(n, rng, 0.5);
    seeds.push_back(f.c2d_text);
    seeds.push_back(f.d4_text);
  }
  int accepted = 0;
  const int inputs = 4000;
  const io::nnf_options limits{.max_variables = 4096, .max_nodes = 1 << 16};
  for (int i = 0; i < inputs; ++i) {
    const std::string text = mutate(seeds[std::size_t(i) % seeds.size()], rng);
    io::nnf_options opt = limits;
    opt.smooth = i % 2 == 0;
    accepted +=
        accepts([&] { return io::to_circuit(io::parse_nnf(text, "n", opt), opt); }, text, seed, i);
  }
  INFO("accepted " << accepted << " of " << inputs);
  CHECK(accepted > 0);
  CHECK(accepted < inputs);
}
