// libFuzzer target: weights files (io::parse_weights, as `deeplog eval --weights` calls it).
// The first byte picks the number of variables (0..255), the second the batch size (1..4); the
// rest is the file. Any outcome but the weights or deeplog::format_error is a bug; weights that
// read must name distinct nonzero literals within the variables, each with 1 or `batch` values.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string_view>

#include "deeplog/circuit/io/weights.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const std::uint32_t num_variables = data[0];
  const std::size_t batch = 1 + data[1] % 4;
  const std::string_view input(reinterpret_cast<const char*>(data + 2), size - 2);
  try {
    const auto ws = deeplog::io::parse_weights(input, num_variables, batch, "w");
    std::set<std::int32_t> seen;
    for (const auto& w : ws) {
      const std::int64_t var = w.literal < 0 ? -std::int64_t(w.literal) : w.literal;
      if (var == 0 || var > std::int64_t(num_variables) || !seen.insert(w.literal).second)
        std::abort();
      if (w.values.size() != 1 && w.values.size() != batch) std::abort();
      if (w.line == 0) std::abort();
    }
  } catch (const deeplog::format_error&) {
  }
  return 0;
}
