// `deeplog count FILE.cnf`: the exact model count, and with literal weights in the file the
// weighted model count, through a compiled circuit.
#include <chrono>
#include <iomanip>
#include <iostream>
#include <string>

#include "cnf_command.hpp"
#include "commands.hpp"

namespace deeplog::tool {
namespace {

int run_count(const args& a) {
  a.only({"compiler", "max-nodes", "timeout", "reorder", "vtree", "backbone", "equivalences",
          "heuristic", "extract"});
  if (a.positional().size() != 1) throw usage_error("expected one CNF file");
  // The circuit is evaluated once: no extraction unless --extract asks for it.
  const auto opt = cnf_compile_options(a, compile::extraction_level::none);
  const auto start = std::chrono::steady_clock::now();
  const compile::cnf f = compile::read_dimacs(a.positional()[0]);
  const circuit c = compile::compile(f, opt);
  // --timeout covers the count too: its clock started with the command.
  const std::string models = count_models(c, opt.budget, start).to_string();
  std::cout << "models: " << models << "\n";
  if (f.weighted()) std::cout << "wmc: " << std::setprecision(17) << weighted_count(c, f) << "\n";
  return 0;
}

const registration reg("count",
                       {"(weighted) model count of a DIMACS CNF",
                        "FILE.cnf [--compiler topdown|sdd] [--max-nodes N] "
                        "[--timeout S] [--reorder automatic|sift|none]\n"
                        "  [--vtree automatic|right-linear|balanced|elimination|FILE.vtree]\n"
                        "  [--backbone on|off] [--equivalences on|off] [--heuristic H] (topdown; "
                        "see deeplog compile)\n"
                        "  [--extract none|prefixes|full] (none, the default: the circuit is "
                        "evaluated once)\n"
                        "  prints models: M (exact) and, when the file weighs its "
                        "literals (c p weight LIT W 0), wmc: W",
                        {},
                        run_count});

}  // namespace
}  // namespace deeplog::tool
