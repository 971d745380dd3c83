// libFuzzer target: c2d / d4 NNF reading and conversion to a (smoothed) circuit. Any outcome but
// a circuit or deeplog::format_error is a bug. The variable limit keeps smoothing's per-variable
// factors small, as a caller reading untrusted files would. Each circuit read then has its
// common children extracted (circuit/extraction.hpp), and both evaluate, in a semiring of
// integers modulo the prime 2^32 - 5 defined here, to the same roots: the pass regroups sums and
// products, which is exact in any commutative semiring.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "deeplog/circuit/extraction.hpp"
#include "deeplog/circuit/io/nnf.hpp"
#include "deeplog/circuit/reference.hpp"

namespace {

struct modular {  // (Z / p, +, x) with p = 2^32 - 5: exact, and a product fits in 64 bits
  using value_type = std::uint64_t;
  static constexpr std::uint64_t p = 4294967291u;
  static constexpr deeplog::algebraic_laws laws{};
  std::uint64_t zero() const { return 0; }
  std::uint64_t one() const { return 1; }
  std::uint64_t plus(std::uint64_t a, std::uint64_t b) const { return (a + b) % p; }
  std::uint64_t times(std::uint64_t a, std::uint64_t b) const { return a * b % p; }
};
static_assert(deeplog::Semiring<modular>);

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  deeplog::io::nnf_options opt{
      .smooth = (size & 1) == 0, .max_variables = 4096, .max_nodes = std::size_t(1) << 16};
  deeplog::circuit c;
  try {
    const deeplog::io::nnf f = deeplog::io::parse_nnf(input, "n", opt);
    c = deeplog::io::to_circuit(f, opt);
  } catch (const deeplog::format_error&) {
    return 0;
  }
  // Every rectangle that saves anything, so that small inputs exercise the pass too.
  const deeplog::circuit x = deeplog::extract_common_children(c, {.min_saving = 0});
  std::vector<std::uint64_t> in(c.num_inputs());
  for (std::size_t i = 0; i < in.size(); ++i) in[i] = 0x9e3779b97f4a7c15ull * (i + 1) % modular::p;
  const auto before = deeplog::evaluate_reference<modular>(c, std::span<const std::uint64_t>(in));
  const auto after = deeplog::evaluate_reference<modular>(x, std::span<const std::uint64_t>(in));
  if (before != after || x.num_edges() > c.num_edges()) std::abort();
  return 0;
}
