// Every error the library throws derives from deeplog::error: one handler catches them all.
#include <catch2/catch.hpp>

#include <span>
#include <type_traits>
#include <vector>

#include "deeplog/algebra/aggregations.hpp"
#include "deeplog/algebra/boolean.hpp"
#include "deeplog/algebra/check_laws.hpp"
#include "deeplog/algebra/counting.hpp"
#include "deeplog/algebra/labels.hpp"
#include "deeplog/algebra/registry.hpp"
#include "deeplog/base/error.hpp"
#include "deeplog/base/files.hpp"
#include "deeplog/base/resources.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/circuit/io/nnf.hpp"
#include "deeplog/compile/cnf.hpp"
#include "deeplog/compile/dimacs.hpp"
#include "deeplog/language/formula.hpp"
#include "deeplog/nn/idx.hpp"
#include "deeplog/nn/serialize.hpp"
#include "deeplog/nn/tensor.hpp"
#include "deeplog/prolog.hpp"

namespace {

template <class... E>
constexpr bool all_library_errors = (std::is_base_of_v<deeplog::error, E> && ...);

}  // namespace

TEST_CASE("every library exception derives from deeplog::error", "[library][errors]") {
  using namespace deeplog;
  STATIC_REQUIRE(
      all_library_errors<argument_error, evaluation_order_error, overflow_error, format_error,
                         budget_exceeded, file_error, unknown_structure, invalid_label, law_error,
                         circuit_error, compile::cnf_error, language::formula_error,
                         language::syntax_error, language::type_error, language::evaluation_error,
                         nn::nn_error, nn::shape_error, nn::idx_error, nn::parameter_file_error,
                         prolog::program_error, prolog::grounding_error>);
  STATIC_REQUIRE(std::is_base_of_v<std::runtime_error, deeplog::error>);
}

TEST_CASE("errors thrown by each layer are caught as deeplog::error", "[library][errors]") {
  using namespace deeplog;
  // algebra: an empty domain, an overflowing count, an unknown structure name
  CHECK_THROWS_AS(mean_aggregation<double>{}(std::span<const double>{}), error);
  CHECK_THROWS_AS(checked_counting{}.plus(~std::uint64_t{0}, 1), error);
  CHECK_THROWS_AS(visit_structure("no-such-structure", [](auto) { return 0; }), error);
  // circuit io and compile: malformed text
  CHECK_THROWS_AS(io::parse_nnf("nnf 1 0 1\nX 1\n", "bad.nnf"), error);
  CHECK_THROWS_AS(compile::parse_dimacs("p cnf 1 1\n2 0\n", "bad.cnf"), error);
  // the Prolog front end: a syntax error
  CHECK_THROWS_AS(prolog::parse_program("a :- .", "bad.pl"), error);
}
