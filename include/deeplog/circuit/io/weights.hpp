// Literal weights (leaf labels) for evaluating compiled circuits, one literal a line:
//   LIT W1 [W2 .. WB]      LIT a DIMACS literal (+-var), W the labels of a batch of B samples
// Comment lines start with "c" or "#". A line with one value gives that value to every sample.
// Literals not listed keep the caller's default (the structure's one).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/base/text.hpp"

namespace deeplog::io {

struct literal_weights {
  std::int32_t literal = 0;
  std::vector<double> values;  // 1 (broadcast) or batch values
  std::size_t line = 0;        // where the file gives them
};

/// Parses a weights file for a circuit over `num_variables` variables and `batch` samples.
inline std::vector<literal_weights> parse_weights(std::string_view text,
                                                  std::uint32_t num_variables, std::size_t batch,
                                                  const std::string& file = "<weights>") {
  text::line_lexer lx(text, file, /*hash_comments=*/true);
  std::vector<literal_weights> out;
  std::vector<std::size_t> seen_line(2 * std::size_t(num_variables) + 2, 0);
  const auto max_lit = static_cast<std::int32_t>(
      std::min<std::uint32_t>(num_variables, std::numeric_limits<std::int32_t>::max()));
  while (lx.next_line()) {
    const auto t = lx.peek();
    literal_weights w;
    w.literal = lx.integer<std::int32_t>("the literal", -max_lit, max_lit);
    if (w.literal == 0) lx.fail("literal 0 is not a literal", t.column);
    const std::size_t slot =
        2 * std::size_t(w.literal < 0 ? -w.literal : w.literal) + (w.literal < 0);
    if (seen_line[slot] != 0)
      lx.fail("literal " + std::to_string(w.literal) + " already has weights (line " +
                  std::to_string(seen_line[slot]) + ")",
              t.column);
    seen_line[slot] = w.line = lx.line();
    while (lx.more()) w.values.push_back(lx.real("a weight"));
    if (w.values.empty()) lx.fail("literal " + std::to_string(w.literal) + " has no weight");
    if (w.values.size() != 1 && w.values.size() != batch)
      lx.fail("expected 1 or " + std::to_string(batch) + " weights (the batch size), found " +
              std::to_string(w.values.size()));
    out.push_back(std::move(w));
  }
  return out;
}

}  // namespace deeplog::io
