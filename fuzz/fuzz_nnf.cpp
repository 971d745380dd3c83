// libFuzzer target: c2d / d4 NNF reading and conversion to a (smoothed) circuit. Any outcome but
// a circuit or deeplog::format_error is a bug. The variable limit keeps smoothing's per-variable
// factors small, as a caller reading untrusted files would. Each circuit read then has its
// common children extracted (circuit/extraction.hpp), and both evaluate, in a semiring of
// integers modulo the prime 2^32 - 5 defined here, to the same roots: the pass regroups sums and
// products, which is exact in any commutative semiring. So does the circuit written in d4's own
// form and read back (its literals on the edges regroup products), and, where alpha(x) +
// alpha(not x) = 1 for every variable, the circuit with its smoothing factors taken out.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string_view>
#include <vector>

#include "deeplog/circuit/extraction.hpp"
#include "deeplog/circuit/io/nnf.hpp"
#include "deeplog/circuit/reference.hpp"
#include "deeplog/circuit/smoothing.hpp"

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

  std::ostringstream os;
  deeplog::io::write_d4_form(os, deeplog::io::to_d4_form(c));
  deeplog::circuit back;
  try {
    const deeplog::io::nnf_options raw{
        .smooth = false, .max_variables = 4096, .max_nodes = std::size_t(1) << 20};
    back = deeplog::io::to_circuit(deeplog::io::parse_nnf(os.str(), "d4", raw), raw);
  } catch (const deeplog::format_error&) {
    std::abort();  // the form of a circuit read within the limits is always read back
  }
  const auto read_back = deeplog::evaluate_reference<modular>(
      back, std::span<const std::uint64_t>(in).first(back.num_inputs()));
  if (read_back != before) std::abort();

  // Each variable's two labels add up to one: a smoothing factor is one.
  for (std::size_t i = 1; i < in.size(); i += 2) in[i] = (1 + modular::p - in[i - 1]) % modular::p;
  const auto smooth = deeplog::evaluate_reference<modular>(c, std::span<const std::uint64_t>(in));
  const deeplog::circuit stripped = deeplog::strip_smoothing(c);
  const auto unsmoothed = deeplog::evaluate_reference<modular>(
      stripped, std::span<const std::uint64_t>(in).first(stripped.num_inputs()));
  if (unsmoothed != smooth) std::abort();
  return 0;
}
