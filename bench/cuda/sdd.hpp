// A minimal reader of the SDD library's text format (for the benchmarks' real circuits until the
// circuit layer has its own): `F id`, `T id`, `L id vtree literal`, `D id vtree k {prime sub}*k`,
// children before parents, the last node is the root. Literal v > 0 is input
// literal_input(v - 1, false), -v is literal_input(v - 1, true).
#pragma once

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "deeplog/circuit/builder.hpp"

namespace deeplog::bench {

inline circuit read_sdd(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error(path + ": cannot open");
  circuit_builder cb;
  std::unordered_map<long, node_id> ids;
  node_id last = 0;
  bool any = false;
  std::string line;
  for (int lineno = 1; std::getline(in, line); ++lineno) {
    std::istringstream ls(line);
    std::string tag;
    if (!(ls >> tag) || tag == "c" || tag == "sdd") continue;
    auto fail = [&](const std::string& what) {
      throw std::runtime_error(path + ":" + std::to_string(lineno) + ": " + what);
    };
    auto node = [&](long id) {
      const auto it = ids.find(id);
      if (it == ids.end()) fail("node " + std::to_string(id) + " used before it is defined");
      return it->second;
    };
    long id = 0;
    if (!(ls >> id)) fail("missing node id");
    node_id n = 0;
    if (tag == "F") {
      n = cb.zero();
    } else if (tag == "T") {
      n = cb.one();
    } else if (tag == "L") {
      long vtree = 0, lit = 0;
      if (!(ls >> vtree >> lit) || lit == 0) fail("bad literal line");
      n = cb.literal(static_cast<std::uint32_t>(std::labs(lit) - 1), lit < 0);
    } else if (tag == "D") {
      long vtree = 0, k = 0;
      if (!(ls >> vtree >> k) || k < 0) fail("bad decomposition line");
      std::vector<node_id> elements;
      for (long i = 0; i < k; ++i) {
        long p = 0, s = 0;
        if (!(ls >> p >> s))
          fail("decomposition with fewer than " + std::to_string(k) + " elements");
        elements.push_back(cb.times({node(p), node(s)}));
      }
      n = cb.plus(elements);
    } else {
      fail("unknown line tag '" + tag + "'");
    }
    ids[id] = n;
    last = n;
    any = true;
  }
  if (!any) throw std::runtime_error(path + ": no nodes");
  cb.add_root(last);
  return cb.build();
}

}  // namespace deeplog::bench
