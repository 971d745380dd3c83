// The paper's tasks (Section "Evaluation", appendix "Experimental Setup") as data and logic:
//   MNIST addition, original encoding (Listing lst:mnist-original): the sum of two N-digit
//     numbers; the query's Boolean part is the disjunction of its proofs (pairs of numbers).
//   MNIST addition, carry-based encoding (Listing lst:mnist-carry): each digit of the sum and
//     the final carry, with the carry as a shared sub-formula.
//   Visual Sudoku 4x4: whether a grid of digit images is a valid sudoku.
// The logic of a task is two circuits over the literal inputs of its image atoms (atom
// "slot s shows class c" is variable s * classes + c; input rows literal_input(v, negated)):
//   probabilistic: a d-DNNF (deterministic, decomposable), exact in the probability semiring;
//   fuzzy:         the program's formula as written, for t-norm semantics;
// MNIST addition's proofs exclude each other and use distinct images, so their disjunction is
// itself a d-DNNF; the probabilistic circuit groups them by distributivity (far smaller, the
// same probabilities) and the fuzzy circuit keeps them as written (up to N = 3). The carry
// encoding is one circuit for both; Sudoku's probabilistic circuit comes from the knowledge
// compiler.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/circuit/builder.hpp"
#include "deeplog/compile/compile.hpp"
#include "deeplog/nn/data.hpp"
#include "deeplog/nn/tensor.hpp"

namespace deeplog::systems {

/// Images with their class labels: (n, pixels), and one label each.
struct image_set {
  nn::matrix<float> images;
  std::vector<std::uint32_t> labels;
  std::size_t size() const { return labels.size(); }
};

enum class output_kind : std::uint8_t { categorical, binary };

/// A group of circuit roots answering one question of a query: categorical (exactly one root
/// is the answer) or binary (one root: the probability or truth of "yes").
struct task_output {
  std::uint32_t first_root = 0, count = 0;
  output_kind kind = output_kind::categorical;
};

struct task_logic {
  std::string name;
  std::size_t slots = 0;    // images per query
  std::size_t classes = 0;  // values of each image's atom
  circuit probabilistic;
  circuit fuzzy;
  std::vector<task_output> outputs;
  /// Input rows with labels of their own (a program's labelled facts), beyond the image atoms:
  /// the row, its label in the probabilistic circuit and in the fuzzy one.
  struct fixed_input {
    std::uint32_t row;
    float probabilistic, fuzzy;
  };
  std::vector<fixed_input> fixed_inputs;
  /// Whether permuting the classes leaves the task's logic unchanged (Sudoku's digits): a
  /// digit head may then learn them under any numbering, and its accuracy is measured also up
  /// to the best relabelling (run_result::digit_accuracy_relabelled).
  bool classes_interchangeable = false;
};

/// A query: the images of its slots and the target of each output.
struct query {
  std::vector<std::uint32_t> images;
  std::vector<std::uint32_t> targets;
};

inline std::uint32_t atom_variable(std::size_t slot, std::size_t value, std::size_t classes) {
  return static_cast<std::uint32_t>(slot * classes + value);
}

inline std::uint64_t power10(std::size_t n) {
  std::uint64_t p = 1;
  while (n--) p *= 10;
  return p;
}

// ---- MNIST addition -------------------------------------------------------------------------

enum class addition_encoding : std::uint8_t { original, carry };

/// The labels of the sums 0 .. 2 (10^N - 1) of two N-digit numbers, built by distributivity
/// position by position from the least significant: Q_k(t) = sum_{a+b=t} d(a) d(b) over the
/// digits at position k, P_{k+1}(s + t 10^k) = sum P_k(s) Q_k(t). The circuit grows with the
/// 2 10^k partial sums rather than the 10^(2N) proofs. `leaf(slot, value)` is the node of "the
/// image in slot shows value"; slots: number 1's digits most significant first, then number 2's.
template <class Leaf>
std::vector<node_id> addition_sums(circuit_builder& cb, std::size_t digits, Leaf&& leaf) {
  std::vector<node_id> partial{cb.one()};  // P_0: the empty sum is 0
  std::uint64_t scale = 1;
  for (std::size_t k = 0; k < digits; ++k) {
    const std::size_t s1 = digits - 1 - k, s2 = 2 * digits - 1 - k;  // position k of each number
    std::vector<node_id> pair(19);
    for (std::size_t t = 0; t < 19; ++t) {
      std::vector<node_id> alts;
      for (std::size_t a = 0; a < 10; ++a)
        if (t >= a && t - a < 10) alts.push_back(cb.times({leaf(s1, a), leaf(s2, t - a)}));
      pair[t] = cb.plus(alts);
    }
    std::vector<std::vector<node_id>> next(partial.size() + 18 * scale);
    for (std::size_t p = 0; p < partial.size(); ++p)
      for (std::size_t t = 0; t < 19; ++t)
        next[p + t * scale].push_back(cb.times({partial[p], pair[t]}));
    partial.clear();
    for (const auto& alts : next) partial.push_back(cb.plus(alts));
    scale *= 10;
  }
  return partial;
}

/// The circuit of MNIST addition in the original encoding on its own (no task data): input row
/// slot * 10 + digit (digit_input), slot in 0..2N-1 (number 1 = slots 0..N-1, number 2 = slots
/// N..2N-1, most significant digit first); roots: the sums 0 .. 2 (10^N - 1).
inline std::uint32_t digit_input(std::size_t slot, std::size_t digit) {
  return static_cast<std::uint32_t>(slot * 10 + digit);
}

inline circuit addition_circuit(std::size_t digits) {
  if (digits == 0 || digits > 6) throw argument_error("addition_circuit: 1 <= N <= 6");
  circuit_builder cb(2 * digits * 10);
  const auto sums = addition_sums(cb, digits, [&](std::size_t slot, std::size_t digit) {
    return cb.input(digit_input(slot, digit));
  });
  for (node_id r : sums) cb.add_root(r);
  return cb.build();
}

/// Slots: number 1's digits, most significant first, then number 2's. Original encoding: one
/// categorical output over the sums 0 .. 2 (10^N - 1). Carry encoding: N categorical outputs
/// (the sum's digits, least significant first) and one over the final carry {0, 1}.
inline task_logic mnist_addition_logic(std::size_t digits, addition_encoding enc) {
  if (digits == 0) throw argument_error("mnist addition: at least one digit");
  task_logic t;
  t.slots = 2 * digits;
  t.classes = 10;
  const std::size_t n = digits;
  auto slot = [&](std::size_t number, std::size_t position) {  // position 0: least significant
    return number * n + (n - 1 - position);
  };
  circuit_builder cb(2 * t.slots * t.classes);
  auto lit = [&](std::size_t s, std::size_t v) {
    return cb.literal(atom_variable(s, v, 10), false);
  };
  if (enc == addition_encoding::original) {
    t.name = "addition-" + std::to_string(n);
    // Probabilistic: the proofs grouped by distributivity (addition_sums): deterministic and
    // decomposable still, and the same label as the proofs' disjunction in the probability
    // semiring.
    const auto partial = addition_sums(cb, n, lit);
    for (node_id r : partial) cb.add_root(r);
    t.outputs.push_back({0, std::uint32_t(partial.size()), output_kind::categorical});
    t.probabilistic = cb.build();
    // Fuzzy: the disjunction of the proofs as the program states it (t-norms do not
    // distribute), up to N = 3 (10^6 proofs); 10^8 proofs for N = 4 do not fit memory.
    if (n <= 3) {
      circuit_builder fb(2 * t.slots * t.classes);
      const std::uint64_t top = power10(n);
      std::vector<std::vector<node_id>> proofs(2 * top - 1);
      std::vector<node_id> lits;
      for (std::uint64_t a = 0; a < top; ++a)
        for (std::uint64_t b = 0; b < top; ++b) {
          lits.clear();
          std::uint64_t x = a, y = b;
          for (std::size_t k = 0; k < n; ++k, x /= 10, y /= 10) {
            lits.push_back(fb.literal(atom_variable(slot(0, k), std::size_t(x % 10), 10), false));
            lits.push_back(fb.literal(atom_variable(slot(1, k), std::size_t(y % 10), 10), false));
          }
          proofs[a + b].push_back(fb.times(lits));
        }
      for (const auto& p : proofs) fb.add_root(fb.plus(p));
      t.fuzzy = fb.build();
    }
    return t;
  }
  {
    t.name = "carry-" + std::to_string(n);
    std::array<node_id, 2> carry{cb.one(), cb.zero()};  // into position 0: no carry
    std::vector<node_id> roots;
    for (std::size_t k = 0; k < n; ++k) {
      std::array<std::vector<node_id>, 10> digit;
      std::array<std::vector<node_id>, 2> out;
      for (std::size_t c = 0; c < 2; ++c) {
        // addMod10 / addDiv10: the digit pairs giving sum digit s and carry c_out.
        std::array<std::vector<node_id>, 10> mod;
        std::array<std::vector<node_id>, 2> div;
        for (std::size_t a = 0; a < 10; ++a)
          for (std::size_t b = 0; b < 10; ++b) {
            const node_id pair = cb.times({lit(slot(0, k), a), lit(slot(1, k), b)});
            mod[(a + b + c) % 10].push_back(pair);
            div[(a + b + c) / 10].push_back(pair);
          }
        for (std::size_t s = 0; s < 10; ++s)
          digit[s].push_back(cb.times({carry[c], cb.plus(mod[s])}));
        for (std::size_t o = 0; o < 2; ++o) out[o].push_back(cb.times({carry[c], cb.plus(div[o])}));
      }
      for (std::size_t s = 0; s < 10; ++s) roots.push_back(cb.plus(digit[s]));
      carry = {cb.plus(out[0]), cb.plus(out[1])};
      t.outputs.push_back({std::uint32_t(10 * k), 10, output_kind::categorical});
    }
    roots.push_back(carry[0]);
    roots.push_back(carry[1]);
    t.outputs.push_back({std::uint32_t(10 * n), 2, output_kind::categorical});
    for (node_id r : roots) cb.add_root(r);
  }
  t.probabilistic = cb.build();
  t.fuzzy = t.probabilistic;  // a d-DNNF as the program states it: one circuit serves both
  return t;
}

/// Queries from images taken 2N at a time in `order`.
inline std::vector<query> mnist_addition_queries(const image_set& d,
                                                 std::span<const std::uint32_t> order,
                                                 std::size_t digits, addition_encoding enc) {
  const std::size_t slots = 2 * digits;
  std::vector<query> qs;
  for (std::size_t i = 0; i + slots <= order.size(); i += slots) {
    query q;
    q.images.assign(order.begin() + long(i), order.begin() + long(i + slots));
    std::uint64_t a = 0, b = 0;
    for (std::size_t k = 0; k < digits; ++k) {
      a = a * 10 + d.labels[q.images[k]];
      b = b * 10 + d.labels[q.images[digits + k]];
    }
    const std::uint64_t s = a + b;
    if (enc == addition_encoding::original) {
      q.targets = {static_cast<std::uint32_t>(s)};
    } else {
      std::uint64_t x = s;
      for (std::size_t k = 0; k < digits; ++k, x /= 10) q.targets.push_back(std::uint32_t(x % 10));
      q.targets.push_back(static_cast<std::uint32_t>(x));  // the final carry
    }
    qs.push_back(std::move(q));
  }
  return qs;
}

// ---- Visual Sudoku 4x4 ----------------------------------------------------------------------

/// The pairs of cells of a 4x4 sudoku that share a row, a column or a 2x2 box.
inline std::vector<std::pair<std::size_t, std::size_t>> sudoku_pairs() {
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  for (std::size_t i = 0; i < 16; ++i)
    for (std::size_t j = i + 1; j < 16; ++j) {
      const std::size_t ri = i / 4, ci = i % 4, rj = j / 4, cj = j % 4;
      if (ri == rj || ci == cj || (ri / 2 == rj / 2 && ci / 2 == cj / 2)) pairs.push_back({i, j});
    }
  return pairs;
}

/// valid :- different(c_i, c_j) for every pair sharing a unit;
/// different(X, Y) :- digit(X, A), digit(Y, B), A \= B.
/// Fuzzy: that formula. Probabilistic: its d-DNNF with each cell an exactly-one group.
inline task_logic visual_sudoku_logic() {
  task_logic t;
  t.name = "sudoku-4x4";
  t.slots = 16;
  t.classes = 4;
  t.classes_interchangeable = true;
  const auto pairs = sudoku_pairs();
  circuit_builder cb(2 * 64);
  std::vector<node_id> all;
  compile::boolean_formula f;
  std::vector<compile::boolean_formula::ref> fall;
  for (auto [i, j] : pairs) {
    std::vector<node_id> alts;
    std::vector<compile::boolean_formula::ref> falts;
    for (std::size_t a = 0; a < 4; ++a)
      for (std::size_t b = 0; b < 4; ++b) {
        if (a == b) continue;
        alts.push_back(cb.times({cb.literal(atom_variable(i, a, 4), false),
                                 cb.literal(atom_variable(j, b, 4), false)}));
        falts.push_back(f.conjunction(
            {f.variable(atom_variable(i, a, 4)), f.variable(atom_variable(j, b, 4))}));
      }
    all.push_back(cb.plus(alts));
    fall.push_back(f.disjunction(falts));
  }
  cb.add_root(cb.times(all));
  t.fuzzy = cb.build();
  for (std::size_t c = 0; c < 16; ++c)
    f.add_group(compile::group_kind::exactly_one, {atom_variable(c, 0, 4), atom_variable(c, 1, 4),
                                                   atom_variable(c, 2, 4), atom_variable(c, 3, 4)});
  const compile::boolean_formula::ref root[] = {f.conjunction(fall)};
  t.probabilistic = compile::compile(f, root);
  t.outputs.push_back({0, 1, output_kind::binary});
  return t;
}

/// All 288 valid 4x4 sudokus, values 0..3, cells row-major.
inline std::vector<std::array<std::uint8_t, 16>> sudoku_solutions() {
  std::vector<std::array<std::uint8_t, 16>> out;
  std::array<std::uint8_t, 16> g{};
  const auto pairs = sudoku_pairs();
  auto ok = [&](std::size_t cell) {
    for (auto [i, j] : pairs)
      if (j == cell && g[i] == g[j]) return false;
    return true;
  };
  auto fill = [&](auto& self, std::size_t cell) -> void {
    if (cell == 16) {
      out.push_back(g);
      return;
    }
    for (std::uint8_t v = 0; v < 4; ++v) {
      g[cell] = v;
      if (ok(cell)) self(self, cell + 1);
    }
  };
  fill(fill, 0);
  return out;
}

/// Whether a 4x4 grid (values 0..3, cells row-major) is a valid sudoku.
inline bool is_valid_sudoku(const std::array<std::uint8_t, 16>& grid) {
  for (auto [i, j] : sudoku_pairs())
    if (grid[i] == grid[j]) return false;
  return true;
}

/// How the invalid grids of Visual Sudoku are made from valid ones.
enum class sudoku_negatives : std::uint8_t {
  /// One cell's digit changed (another of the four, at random).
  one_cell,
  /// As the generator of ViSudo-PC, the task's published data set: per grid, at random, either
  /// swaps of two cells' images or replacements of one cell's digit by another, the first
  /// always and each further one with probability 1/2, at most 8 swaps or 10 replacements, each
  /// at cells not touched before; done again until the grid is invalid (a swap of two equal
  /// digits leaves it valid).
  visudo
};
inline std::string_view name_of(sudoku_negatives k) {
  return k == sudoku_negatives::one_cell ? "one-cell" : "visudo";
}

/// `count` grids (half valid, half made invalid as `negatives` says), each cell an image of
/// digit value + 1 from `pool` (indices into d whose labels are 1..4). Target: 1 valid, 0 not.
inline std::vector<query> visual_sudoku_queries(
    const image_set& d, std::span<const std::uint32_t> pool, std::size_t count, std::uint64_t seed,
    sudoku_negatives negatives = sudoku_negatives::one_cell) {
  std::array<std::vector<std::uint32_t>, 4> by_value;
  for (std::uint32_t i : pool)
    if (d.labels[i] >= 1 && d.labels[i] <= 4) by_value[d.labels[i] - 1].push_back(i);
  for (const auto& v : by_value)
    if (v.empty()) throw argument_error("visual sudoku: no images of one of the digits 1..4");
  const auto solutions = sudoku_solutions();
  nn::rng g(seed);
  auto image_of = [&](std::uint8_t value) {
    const auto& imgs = by_value[value];
    return imgs[g.below(imgs.size())];
  };
  // A cell not in `touched` (a bit per cell), marked.
  auto fresh_cell = [&](std::uint32_t& touched) {
    std::size_t c = g.below(16);
    while (touched >> c & 1u) c = g.below(16);
    touched |= 1u << c;
    return c;
  };
  std::vector<query> qs;
  for (std::size_t n = 0; n < count; ++n) {
    auto grid = solutions[g.below(solutions.size())];
    const bool valid = n % 2 == 0;
    query q;
    if (!valid && negatives == sudoku_negatives::one_cell) {
      const std::size_t cell = g.below(16);
      grid[cell] = static_cast<std::uint8_t>((grid[cell] + 1 + g.below(3)) % 4);
    }
    for (std::size_t c = 0; c < 16; ++c) q.images.push_back(image_of(grid[c]));
    if (!valid && negatives == sudoku_negatives::visudo) {
      const bool swap = g.below(2) == 0;
      const auto original = grid;
      const auto images = q.images;
      do {
        grid = original;
        q.images = images;
        std::uint32_t touched = 0;
        const std::size_t most = swap ? 8 : 10;
        for (std::size_t k = 0; k < most && (k == 0 || g.below(2) == 0); ++k) {
          const std::size_t a = fresh_cell(touched);
          if (swap) {
            const std::size_t b = fresh_cell(touched);
            std::swap(grid[a], grid[b]);
            std::swap(q.images[a], q.images[b]);
          } else {
            grid[a] = static_cast<std::uint8_t>((grid[a] + 1 + g.below(3)) % 4);
            q.images[a] = image_of(grid[a]);
          }
        }
      } while (is_valid_sudoku(grid));
    }
    q.targets = {valid ? 1u : 0u};
    qs.push_back(std::move(q));
  }
  return qs;
}

/// The class of an image for a task (its atom's value): digits for addition, digit - 1 for the
/// sudoku (digits 1..4); nullopt for images the task does not use.
inline std::optional<std::uint32_t> image_class(const task_logic& t, std::uint32_t label) {
  if (t.classes == 10) return label;
  if (label >= 1 && label <= t.classes) return label - 1;
  return std::nullopt;
}

}  // namespace deeplog::systems
