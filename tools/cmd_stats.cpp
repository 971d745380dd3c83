// `deeplog stats FILE`: the size of a circuit file's circuit (.sdd with its .vtree, or .nnf).
#include <chrono>
#include <iomanip>
#include <iostream>

#include "commands.hpp"
#include "deeplog/base/files.hpp"
#include "deeplog/circuit/extraction.hpp"
#include "deeplog/circuit/io/nnf.hpp"
#include "deeplog/circuit/io/read.hpp"
#include "deeplog/circuit/properties.hpp"
#include "deeplog/circuit/smoothing.hpp"

namespace deeplog::tool {
namespace {

int run_stats(const args& a) {
  a.only({"vtree", "no-smooth", "unsmoothed", "extract", "d4-out"});
  if (a.positional().size() != 1) throw usage_error("expected one circuit file");
  const bool unsmoothed = a.has("unsmoothed");
  const auto f = io::read_circuit_file(
      a.positional()[0],
      {.smooth = !a.has("no-smooth") && !unsmoothed, .vtree_path = a.get_or("vtree", "")});
  // Before smoothing, as d4 writes its circuits: a smooth file's factors taken out.
  circuit c = unsmoothed ? strip_smoothing(f.graph) : f.graph;
  if (a.has("extract")) {
    const auto t0 = std::chrono::steady_clock::now();
    c = extract_common_children(c);
    std::cout << "extraction time: " << std::setprecision(6)
              << std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count()
              << "\n";
  }
  std::cout << "nodes: " << c.size() << "\n"
            << "edges: " << c.num_edges() << "\n"
            << "depth: " << c.depth() << "\n"
            << "layers: " << c.layers().size() << "\n"
            << "variables: " << f.num_variables << "\n";
  // The size as d4 counts its own output: literals ride on the edges.
  const io::d4_form d4 = io::to_d4_form(c);
  std::cout << "d4-form nodes: " << d4.nodes.size() << "\n"
            << "d4-form edges: " << d4.edges.size() << "\n"
            << "d4-form literals: " << d4.literals.size() << "\n";
  if (auto path = a.get("d4-out")) {  // the form itself, in d4's file format
    atomic_file out(*path);
    io::write_d4_form(out.stream(), d4);
    out.commit();
  }
  // Decomposability and smoothness, with the variable sets bounded to 64 MiB (a deep chain of
  // growing sets is skipped, not allowed to take gigabytes).
  try {
    const auto v = check_dnnf(c, {.max_set_entries = std::size_t(1) << 24});
    std::cout << "dnnf: " << (v ? v->message() : "decomposable and smooth") << "\n";
  } catch (const circuit_error&) {
    std::cout << "dnnf: not checked (the nodes' variable sets exceed 2^24 entries)\n";
  }
  return 0;
}

const registration reg("stats", {"size of a circuit file (.sdd + .vtree, .nnf)",
                                 "FILE [--vtree VTREE] [--no-smooth | --unsmoothed] [--extract]\n"
                                 "  [--d4-out OUT.nnf]\n"
                                 "  prints nodes, edges, depth, layers and variables of the "
                                 "circuit read from FILE,\n"
                                 "  its size in d4's form (nodes, edges and the literals on "
                                 "them, as d4 counts its .nnf output),\n"
                                 "  and whether it is decomposable and smooth\n"
                                 "  (smoothed unless --no-smooth; an .sdd's vtree is FILE with "
                                 "extension .vtree unless --vtree);\n"
                                 "  --unsmoothed: not smoothed, and a smooth circuit's (x + not "
                                 "x) factors taken out\n"
                                 "  (deeplog::strip_smoothing: the circuit before smoothing, as "
                                 "d4 writes its own);\n"
                                 "  --extract: after common children are extracted "
                                 "(deeplog::extract_common_children)\n"
                                 "  --d4-out: writes the circuit in d4's form, in d4's .nnf "
                                 "format, to OUT.nnf",
                                 {"no-smooth", "unsmoothed", "extract"},
                                 run_stats});

}  // namespace
}  // namespace deeplog::tool
