// The code of docs/compile.md, docs/circuit.md and docs/file-formats.md, built and run: each C++
// block of those pages is a region of this file (tests/library/snippets.cpp checks the text).
// Argument: the folder of the shared circuit files (the file-formats block is skipped without
// it).
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "deeplog/circuit.hpp"
#include "deeplog/compile.hpp"
#include "deeplog/exec.hpp"

#include "check.hpp"

using snippets::close;
using snippets::expect;

int main(int argc, char** argv) {
  {
    // [snippet compile]
    using namespace deeplog;

    compile::boolean_formula f;  // hash-consed DAG over variables 0..n-1
    auto a = f.variable(0), b = f.variable(1), c = f.variable(2);
    f.add_group(compile::group_kind::exactly_one, {0, 1, 2});  // 0.2::a ; 0.5::b ; 0.3::c.
    const compile::boolean_formula::ref roots[] = {a, f.disjunction({a, b})};
    circuit g = compile::compile(f, roots);  // one root per query, inputs literal_input(v, neg)
    // alpha(a) = 0.2, alpha(not a) = 1 (a group member's false literal weighs one), ...
    std::vector<double> w{0.2, 1, 0.5, 1, 0.3, 1};
    cpu_evaluator<probability<double>> ev(g, 1);
    auto marginals = ev.forward(w);  // {0.2, 0.7}: marginals are the labels
    // [/snippet compile]
    expect(marginals.size() == 2 && close(marginals[0], 0.2) && close(marginals[1], 0.7),
           "compile: the marginals of an exactly-one group");
    (void)c;
  }
  {
    using namespace deeplog;
    circuit_builder cb;
    cb.add_root(
        cb.plus({cb.literal(0, false), cb.times({cb.literal(0, true), cb.literal(1, false)})}));
    const circuit c = cb.build();
    const std::size_t batch = 2;
    const std::vector<double> inputs{0.7, 0.5, 0.3, 0.5, 0.01, 0.5, 0.99, 0.5};
    const std::vector<double> root_adjoints{1.0, 1.0}, direction{1, 0, 0, 0, 0, 0, 0, 0};
    std::vector<double> input_adj(c.num_inputs() * batch);
    // [snippet evaluator]
    deeplog::cpu_evaluator<deeplog::probability<double>> ev(c, batch);  // buffers allocated once
    auto roots = ev.forward(inputs);           // inputs (num_inputs, batch) -> (num_roots, batch)
    ev.backward(root_adjoints, input_adj);     // reverse mode; node_adjoints() has every node's
    auto jvp = ev.tangent(inputs, direction);  // forward mode, in dual<S>
    // [/snippet evaluator]
    expect(close(roots[0], 0.703) && close(roots[1], 0.75), "evaluator: forward");
    expect(close(input_adj[0], 1.0) && close(input_adj[4], 0.3), "evaluator: backward");
    expect(close(jvp[0], 1.0) && close(jvp[1], 0.0), "evaluator: tangent along b[true]");
  }
  const std::string dir = argc > 1 ? argv[1] : "";
  if (!dir.empty() && std::filesystem::exists(dir + "/sudoku_4.sdd")) {
    std::filesystem::current_path(dir);
    // [snippet read]
    auto f = deeplog::io::read_circuit_file("sudoku_4.sdd");  // finds sudoku_4.vtree beside it
    deeplog::cpu_evaluator<deeplog::counting> ev(f.graph, 1);
    std::vector<std::uint64_t> ones(f.graph.num_inputs(), 1);
    auto models = ev.forward(ones)[0];  // 288
    // [/snippet read]
    expect(models == 288, "file formats: sudoku_4 has 288 models");
  } else {
    std::printf("skipped: the shared circuit files (argument 1) are absent\n");
  }
  return snippets::failed_checks == 0 ? 0 : 1;
}
