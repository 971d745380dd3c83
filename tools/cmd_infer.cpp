// `deeplog infer`: the label of a formula under labels and an assignment, computed through the
// compiled circuit (or by the reference semantics with --reference). Prints `value: X`.
#include <iomanip>
#include <iostream>

#include "commands.hpp"
#include "formula_command.hpp"

namespace {

int run_infer(const deeplog::tool::args& a) {
  namespace language = deeplog::language;
  a.only({"formula", "labels", "assign", "domain", "distribution", "reference"});
  const auto r = deeplog::tool::read_formula_request(a, true);
  double value = 0;
  if (a.has("reference")) {
    value = language::evaluate_reference(r.model, r.sigma);
  } else {
    const auto c = deeplog::compile::compile_formula(r.model);
    const std::vector<language::assignment> batch{r.sigma};
    value = deeplog::pipeline::infer(c, r.model, batch)[0];
  }
  std::cout << "value: " << std::setprecision(15) << value << "\n";
  return 0;
}

const deeplog::tool::registration reg(
    "infer",
    {"evaluate a formula given as text under labels",
     "--formula TEXT [ATOM=VALUE ...] [--labels FILE] [--assign \"V=c;...\"] "
     "[--domain \"X=a,b;...\"] [--distribution \"p;...\"] [--reference]\n"
     "  e.g. deeplog infer --formula 'burglary_P * earthquake_P' burglary_P=0.7 earthquake_P=0.99",
     {"reference"},
     run_infer});

}  // namespace
