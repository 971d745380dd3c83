// libFuzzer target: the vtree reader alone. Any outcome but a vtree or deeplog::format_error is a
// bug; a vtree that reads must be a full binary tree over distinct variables whose preorder
// index is consistent, and must read back the same after write_vtree; the SDD manager accepts it
// exactly when it holds the variables 1..max_variable, and then counts over it.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <sstream>
#include <string_view>
#include <vector>

#include "deeplog/circuit/io/vtree.hpp"
#include "deeplog/compile/sdd.hpp"

namespace {

bool same(const deeplog::io::vtree& a, const deeplog::io::vtree& b) {
  if (a.root != b.root || a.max_variable != b.max_variable || a.nodes.size() != b.nodes.size())
    return false;
  for (std::size_t i = 0; i < a.nodes.size(); ++i) {
    const auto &x = a.nodes[i], &y = b.nodes[i];
    if (x.id != y.id || x.var != y.var || x.left != y.left || x.right != y.right) return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using deeplog::io::vtree;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  try {
    const vtree vt = deeplog::io::parse_vtree(input, "v");
    if (vt.nodes.empty() || vt.root >= vt.nodes.size()) std::abort();
    std::set<std::uint32_t> vars;
    for (std::size_t i = 0; i < vt.nodes.size(); ++i) {
      const auto& n = vt.nodes[i];
      if (n.leaf()) {
        if (n.var > vt.max_variable || !vars.insert(n.var).second) std::abort();
      } else if (n.left >= i || n.right >= i) {  // children before parents
        std::abort();
      }
    }
    const vtree::index ix = vt.make_index();
    if (ix.num_vars[vt.root] != vars.size() || ix.end[vt.root] + 1 != 2 * vars.size() ||
        ix.first[vt.root] != 0)
      std::abort();
    for (std::size_t i = 0; i < vt.nodes.size(); ++i)
      if (!vt.nodes[i].leaf() && !(deeplog::io::under(ix, vt.nodes[i].left, std::uint32_t(i)) &&
                                   deeplog::io::under(ix, vt.nodes[i].right, std::uint32_t(i))))
        std::abort();
    std::ostringstream os;
    deeplog::io::write_vtree(os, vt);
    if (!same(vt, deeplog::io::parse_vtree(os.str(), "written"))) std::abort();
    // The SDD manager takes a vtree of exactly the variables 1..max_variable and refuses others
    // with argument_error; over one it takes, the conjunction of all variables has one model and
    // their disjunction all but one.
    using deeplog::compile::sdd_manager;
    if (vars.size() != vt.max_variable) {
      try {
        sdd_manager m(vt);
        std::abort();
      } catch (const deeplog::argument_error&) {
      }
    } else if (vt.max_variable <= 24) {
      sdd_manager m(vt, {.max_nodes = std::size_t(1) << 16});
      std::vector<sdd_manager::ref> xs;
      for (std::uint32_t v = 0; v < vt.max_variable; ++v) xs.push_back(m.variable(v));
      const double n = std::ldexp(1.0, int(vt.max_variable));
      if (m.model_count(m.conjoin(xs)) != 1 || m.model_count(m.disjoin(xs)) != n - 1) std::abort();
    }
  } catch (const deeplog::format_error&) {
  } catch (const deeplog::compile::budget_exceeded&) {
  }
  return 0;
}
