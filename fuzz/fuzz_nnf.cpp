// libFuzzer target: c2d / d4 NNF reading and conversion to a (smoothed) circuit. Any outcome but
// a circuit or deeplog::format_error is a bug. The variable limit keeps smoothing's per-variable
// factors small, as a caller reading untrusted files would.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "deeplog/circuit/io/nnf.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  deeplog::io::nnf_options opt{
      .smooth = (size & 1) == 0, .max_variables = 4096, .max_nodes = std::size_t(1) << 16};
  try {
    const deeplog::io::nnf f = deeplog::io::parse_nnf(input, "n", opt);
    (void)deeplog::io::to_circuit(f, opt);
  } catch (const deeplog::format_error&) {
  }
  return 0;
}
