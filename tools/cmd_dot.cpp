// `deeplog dot FILE [-o OUT]`: a circuit file's circuit as a Graphviz picture.
#include <iostream>

#include "commands.hpp"
#include "deeplog/base/files.hpp"
#include "deeplog/circuit/io/dot.hpp"
#include "deeplog/circuit/io/read.hpp"

namespace deeplog::tool {
namespace {

int run_dot(const args& a) {
  a.only({"o", "output", "vtree", "no-smooth", "times", "plus"});
  if (a.positional().size() != 1) throw usage_error("expected one circuit file");
  const auto f = io::read_circuit_file(
      a.positional()[0], {.smooth = !a.has("no-smooth"), .vtree_path = a.get_or("vtree", "")});
  io::dot_options opt;
  opt.plus_symbol = a.get_or("plus", opt.plus_symbol);
  opt.times_symbol = a.get_or("times", opt.times_symbol);
  const auto out = a.get("o") ? a.get("o") : a.get("output");
  if (!out) {
    io::write_dot(std::cout, f.graph, opt);
    return 0;
  }
  atomic_file os(*out);
  io::write_dot(os.stream(), f.graph, opt);
  os.commit();
  return 0;
}

const registration reg("dot", {"a circuit file as a Graphviz dot picture",
                               "FILE [-o OUT] [--vtree VTREE] [--no-smooth] [--plus SYM] "
                               "[--times SYM]\n"
                               "  writes the circuit of FILE (.sdd or .nnf) in dot to OUT "
                               "(default: standard output);\n"
                               "  render with e.g. `dot -Tsvg OUT > picture.svg`",
                               {"no-smooth"},
                               run_dot});

}  // namespace
}  // namespace deeplog::tool
