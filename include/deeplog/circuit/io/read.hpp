// One entry point for the circuit files the tools accept: .sdd (with the .vtree beside it or a
// given one) and .nnf (c2d or d4), chosen by extension.
#pragma once

#include <cstdint>
#include <string>

#include "deeplog/base/error.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/circuit/io/nnf.hpp"
#include "deeplog/circuit/io/sdd.hpp"

namespace deeplog::io {

struct circuit_file {
  circuit graph;
  std::uint32_t num_variables = 0;  // inputs are the 2 * num_variables literals
  std::string format;               // "sdd" or "nnf"
};

struct read_options {
  bool smooth = true;
  std::string vtree_path;  // .sdd only; empty: the .sdd's path with extension .vtree
};

inline std::string extension_of(const std::string& path) {
  const auto slash = path.find_last_of("/\\");
  const auto dot = path.find_last_of('.');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return "";
  return path.substr(dot + 1);
}

/// Reads a circuit file by extension: sdd, or nnf / dnnf / ddnnf.
inline circuit_file read_circuit_file(const std::string& path, const read_options& opt = {}) {
  const std::string ext = extension_of(path);
  if (ext == "sdd") {
    std::string vpath = opt.vtree_path;
    if (vpath.empty()) vpath = path.substr(0, path.size() - 3) + "vtree";
    const vtree vt = read_vtree(vpath);
    const sdd dd = parse_sdd(text::read_text_file(path), vt, path);
    return {to_circuit(dd, vt, {.smooth = opt.smooth}), vt.max_variable, "sdd"};
  }
  if (ext == "nnf" || ext == "dnnf" || ext == "ddnnf") {
    const nnf_options no{.smooth = opt.smooth};
    const nnf f = parse_nnf(text::read_text_file(path), path, no);
    return {to_circuit(f, no), f.num_variables, "nnf"};
  }
  throw format_error(path, 0, 0,
                     "unknown circuit file extension '" + ext + "' (expected .sdd or .nnf)");
}

}  // namespace deeplog::io
