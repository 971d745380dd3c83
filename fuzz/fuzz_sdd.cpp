// libFuzzer target: vtree + SDD reading and conversion to a circuit. The input is a vtree file
// and an SDD file separated by a line "%%"; without one, the whole input is an SDD over a fixed
// three-variable vtree. Any outcome but a circuit or deeplog::format_error is a bug.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "deeplog/circuit/io/sdd.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  std::string_view vtext = "vtree 5\nL 0 1\nL 2 2\nL 4 3\nI 3 2 4\nI 1 0 3\n";
  std::string_view stext = input;
  if (const auto sep = input.find("\n%%\n"); sep != std::string_view::npos) {
    vtext = input.substr(0, sep);
    stext = input.substr(sep + 4);
  }
  try {
    const deeplog::io::vtree vt = deeplog::io::parse_vtree(vtext, "v");
    const deeplog::io::sdd dd = deeplog::io::parse_sdd(stext, vt, "s");
    (void)deeplog::io::to_circuit(dd, vt,
                                  {.smooth = (size & 1) == 0, .max_nodes = std::size_t(1) << 16});
  } catch (const deeplog::format_error&) {
  }
  return 0;
}
