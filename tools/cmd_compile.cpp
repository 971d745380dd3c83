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
  a.only({"o", "compiler", "max-nodes", "timeout", "reorder", "vtree", "backbone", "equivalences",
          "heuristic", "extract"});
  if (a.positional().size() != 1) throw usage_error("expected one CNF file (or --formula TEXT)");
  auto opt = cnf_compile_options(a);
  const auto start = std::chrono::steady_clock::now();
  const compile::cnf f = compile::read_dimacs(a.positional()[0]);
  const std::string out = a.get_or("o", "");
  const bool sdd_out = out.size() > 4 && out.substr(out.size() - 4) == ".sdd";
  if (sdd_out && opt.compiler != compile::compiler_kind::bottom_up)
    throw usage_error("an .sdd output needs --compiler sdd (a Decision-DNNF has no vtree)");
  if (sdd_out && opt.extraction != compile::extraction_level::none) {
    if (a.has("extract"))
      throw usage_error("--extract rewrites the circuit, not the SDD an .sdd output writes");
    opt.extraction = compile::extraction_level::none;  // the default's pass: nothing to rewrite
  }
  std::cout << "variables: " << f.num_variables() << "\n"
            << "clauses: " << f.num_clauses() << "\n";
  const auto t0 = std::chrono::steady_clock::now();
  circuit c;
  std::function<void()> write_output = [] {};
  compile::vtree_choice used = opt.vtree;
  compile::decision_heuristic heuristic = opt.heuristic;
  if (opt.compiler == compile::compiler_kind::bottom_up) {
    // compile() with the vtree as resolved, and the SDD for an .sdd output.
    auto r = compile::compile_bottom_up(compile::detect_groups(f), opt, sdd_out);
    c = std::move(r.graph);
    used = r.vtree;
    if (sdd_out)
      write_output = [&out, sdd = *std::move(r.sdd)] {
        atomic_file os(out), ov(out.substr(0, out.size() - 4) + ".vtree");
        io::write_sdd(os.stream(), sdd.first, sdd.second);
        io::write_vtree(ov.stream(), sdd.second);
        commit_together({&os, &ov});
      };
  } else {
    auto r = compile::compile_with_stats(f, opt);
    c = std::move(r.graph);
    heuristic = r.stats.heuristic;
  }
  if (!sdd_out && !out.empty())
    write_output = [&] {
      atomic_file os(out);
      io::write_nnf(os.stream(), c, 0, f.num_variables());
      os.commit();
    };
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  // The count before any output: --timeout covers it too, and a budget stop writes nothing.
  const std::string models = count_models(c, opt.budget, start).to_string();
  write_output();
  std::cout << "compiler: " << compile::to_string(opt.compiler) << "\n";
  if (opt.compiler == compile::compiler_kind::bottom_up)
    std::cout << "vtree: " << compile::to_string(used) << "\n";
  else
    std::cout << "heuristic: " << compile::to_string(heuristic) << "\n";
  std::cout << "time: " << std::setprecision(6) << seconds << "\n"
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
     "  [--vtree automatic|right-linear|balanced|elimination|FILE.vtree] (sdd: right-linear\n"
     "  builds OBDDs; automatic, the default, picks elimination or right-linear)\n"
     "  [--backbone on|off] (topdown: fix the literals true in every model first; on)\n"
     "  [--equivalences on|off] (topdown: compile over one literal of each class that the\n"
     "  binary clauses make equivalent, and expand the circuit back; on)\n"
     "  [--heuristic automatic|decomposition|occurrences|elimination-order|partial-order]\n"
     "  (topdown: the decision heuristic; automatic, the default, picks per formula)\n"
     "  [--extract none|prefixes|full] (either compiler: extract common children at the\n"
     "  end; prefixes, the default: the first phase alone; full: with the pair rounds;\n"
     "  docs/compile.md)\n"
     "  prints variables, clauses, time (s), nodes, edges and the exact model count;\n"
     "  -o writes the circuit (.nnf: c2d format; .sdd with --compiler sdd: SDD + .vtree)\n"
     "or: --formula TEXT [--domain \"X=a,b;...\"] [--distribution \"p;...\"] [--dot FILE]",
     {},
     run_compile});

}  // namespace
}  // namespace deeplog::tool
