// `deeplog compile`: a DIMACS CNF into a smooth d-DNNF circuit (top-down Decision-DNNF or
// OBDD/SDD), with its size, compile time and exact model count; or a formula given as text
// (--formula), with the circuit's statistics and the leaves' labelling functions.
#include <chrono>
#include <functional>
#include <iomanip>
#include <iostream>

#include "cnf_command.hpp"
#include "commands.hpp"
#include "deeplog/base/files.hpp"
#include "deeplog/circuit/io/nnf.hpp"
#include "deeplog/circuit/io/sdd.hpp"
#include "formula_command.hpp"

namespace deeplog::tool {
namespace {

int run_compile(const args& a) {
  if (a.has("formula")) return compile_formula_command(a);
  a.only({"o", "compiler", "max-nodes", "timeout", "reorder"});
  if (a.positional().size() != 1) throw usage_error("expected one CNF file (or --formula TEXT)");
  const auto opt = cnf_compile_options(a);
  const auto start = std::chrono::steady_clock::now();
  const compile::cnf f = compile::read_dimacs(a.positional()[0]);
  const std::string out = a.get_or("o", "");
  const bool sdd_out = out.size() > 4 && out.substr(out.size() - 4) == ".sdd";
  if (sdd_out && opt.compiler != compile::compiler_kind::obdd)
    throw usage_error("an .sdd output needs --compiler sdd (a Decision-DNNF has no vtree)");
  std::cout << "variables: " << f.num_variables() << "\n"
            << "clauses: " << f.num_clauses() << "\n";
  const auto t0 = std::chrono::steady_clock::now();
  circuit c;
  std::function<void()> write_output = [] {};
  if (sdd_out) {
    compile::obdd_manager m(f.num_variables(),
                            opt.order.empty() ? compile::force_order(f) : opt.order, opt.budget);
    const auto root = compile::obdd_of(m, f, {.reordering = opt.reordering});
    c = compile::obdd_to_circuit(m, std::span(&root, 1), opt.budget);
    write_output = [&out, sdd = compile::obdd_to_sdd(m, root)] {
      atomic_file os(out), ov(out.substr(0, out.size() - 4) + ".vtree");
      io::write_sdd(os.stream(), sdd.first, sdd.second);
      io::write_vtree(ov.stream(), sdd.second);
      commit_together({&os, &ov});
    };
  } else {
    c = compile::compile(f, opt);
    if (!out.empty())
      write_output = [&] {
        atomic_file os(out);
        io::write_nnf(os.stream(), c, 0, f.num_variables());
        os.commit();
      };
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  // The count before any output: --timeout covers it too, and a budget stop writes nothing.
  const std::string models = count_models(c, opt.budget, start).to_string();
  write_output();
  std::cout << "compiler: " << compile::to_string(opt.compiler) << "\n"
            << "time: " << std::setprecision(6) << seconds << "\n"
            << "nodes: " << c.size() << "\n"
            << "edges: " << c.num_edges() << "\n"
            << "models: " << models << "\n";
  return 0;
}

const registration reg(
    "compile",
    {"compile a DIMACS CNF (or a formula) into a d-DNNF circuit",
     "FILE.cnf [-o OUT.nnf | -o OUT.sdd] [--compiler topdown|sdd] [--max-nodes N] "
     "[--timeout S]\n"
     "  [--reorder automatic|sift|none] (sdd: the variable order; see docs/compile.md)\n"
     "  prints variables, clauses, time (s), nodes, edges and the exact model count;\n"
     "  -o writes the circuit (.nnf: c2d format; .sdd with --compiler sdd: SDD + .vtree)\n"
     "or: --formula TEXT [--domain \"X=a,b;...\"] [--distribution \"p;...\"] [--dot FILE]",
     {},
     run_compile});

}  // namespace
}  // namespace deeplog::tool
