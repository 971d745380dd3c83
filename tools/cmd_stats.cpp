// `deeplog stats FILE`: the size of a circuit file's circuit (.sdd with its .vtree, or .nnf).
#include <chrono>
#include <iomanip>
#include <iostream>

#include "commands.hpp"
#include "deeplog/circuit/extraction.hpp"
#include "deeplog/circuit/io/read.hpp"
#include "deeplog/circuit/properties.hpp"

namespace deeplog::tool {
namespace {

int run_stats(const args& a) {
  a.only({"vtree", "no-smooth", "extract"});
  if (a.positional().size() != 1) throw usage_error("expected one circuit file");
  const auto f = io::read_circuit_file(
      a.positional()[0], {.smooth = !a.has("no-smooth"), .vtree_path = a.get_or("vtree", "")});
  circuit c = f.graph;
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
                                 "FILE [--vtree VTREE] [--no-smooth] [--extract]\n"
                                 "  prints nodes, edges, depth, layers and variables of the "
                                 "circuit read from FILE,\n"
                                 "  and whether it is decomposable and smooth\n"
                                 "  (smoothed unless --no-smooth; an .sdd's vtree is FILE with "
                                 "extension .vtree unless --vtree);\n"
                                 "  --extract: after common children are extracted "
                                 "(deeplog::extract_common_children)",
                                 {"no-smooth", "extract"},
                                 run_stats});

}  // namespace
}  // namespace deeplog::tool
