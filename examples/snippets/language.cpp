// The code of docs/language.md, built and run: each C++ block of that page is a region of this
// file (tests/library/snippets.cpp checks the text), and the results are checked here.
#include <cmath>
#include <cstdio>
#include <span>
#include <vector>

#include "deeplog/compile.hpp"
#include "deeplog/language.hpp"
#include "deeplog/pipeline.hpp"

#include "check.hpp"

using snippets::close;
using snippets::expect;

int main() {
  // Stand-ins for the two networks: one feature each, read as the probability of "true".
  const auto nn_b = [](std::span<const double> x) { return x[0]; };
  const auto nn_e = [](std::span<const double> x) { return x[0]; };
  const std::vector<double> video_features{0.7}, seismic_features{0.01};
  {
    // [snippet text]
    using namespace deeplog;
    using namespace deeplog::language;

    model m;
    m.phi = parse("sum[B] sum[E] (b(V)[B]_B | e(S)[E]_B)_P * (b(V)[B]_P * e(S)[E]_P)");
    // Neural labelling functions: one call per input tensor gives the labels of b[false], b[true].
    constexpr structure_id P = id_of<probability<double>>();  // the text syntax's _P
    m.alpha.neural("b", P, boolean_network(nn_b));            // nn_b(span) -> P(true)
    m.alpha.neural("e", P, boolean_network(nn_e));
    m.alpha.declare_distribution("b", P);  // b[true] + b[false] = 1
    m.alpha.declare_distribution("e", P);

    tensor_table tensors{{"v1", video_features}, {"s1", seismic_features}};  // bound at call time
    assignment sigma{{"V", term::tensor("v1")}, {"S", term::tensor("s1")}};
    const std::vector<assignment> batch_of_sigmas{sigma, sigma};

    double p = evaluate_reference(m, sigma, tensors);  // the definitions, by enumeration
    auto c = compile::compile_formula(m);              // nn_b + (1 - nn_b) * nn_e
    std::vector<double> ps = pipeline::infer(c, m, batch_of_sigmas, tensors);  // batched
    auto grads = pipeline::gradient(c, m, sigma, tensors);  // d p / d alpha(ground atom)
    // [/snippet text]
    expect(close(p, 0.703) && ps.size() == 2 && close(ps[0], p) && close(ps[1], p),
           "the text form gives 0.703 by the definitions and through the circuit");
    expect(c.graph.size() == 5 && !grads.empty(), "nn_b + (1 - nn_b) * nn_e, with gradients");
  }
  {
    using namespace deeplog;
    using namespace deeplog::language;
    const std::size_t batch = 2;
    // b(V) false, true; e(S) false, true; batch element 0 is the paper's example.
    const std::vector<label> rows{0.3, 0.5, 0.7, 0.5, 0.99, 0.5, 0.01, 0.5};
    std::vector<double> out(batch);
    // [snippet expr]
    using P = probability<double>;
    constexpr boolean_variable<0> B{"B"};
    constexpr boolean_variable<1> E{"E"};
    // P labels are read from rows: b(V) rows 0 (false), 1 (true); e(S) rows 2, 3.
    constexpr auto phi = sum(B, sum(E, to<P>(atom<boolean>("b(V)")[B] | atom<boolean>("e(S)")[E]) *
                                           (atom<P>("b(V)", 0)[B] * atom<P>("e(S)", 2)[E])));

    evaluate(phi, rows /* (4, batch) */, batch, out /* (batch) */);  // the compile-time circuit
    formula f = lower(phi);  // the runtime form; print(f) is the text above
    // [/snippet expr]
    expect(close(out[0], 0.703) && close(out[1], 0.75), "the expression template's labels");
    expect(print(f) == print(parse(print(f))), "the lowered formula prints and parses back");

    // [snippet regular]
    constexpr regular_variable<2, 3> Color{"Color", {"red", "green", "blue"}};
    const auto psi = sum(Color, atom<P>("stoplight(Color)", 0, Color)              // rows 0..2
                                    * atom<P>("hasColor(img1,Color)", 3, Color));  // rows 3..5
    model m;
    m.phi = lower(psi);           // sum[Color] stoplight(Color)_P * hasColor(img1,Color)_P
    m.domains = domains_of(psi);  // Color -> red, green, blue
    // [/snippet regular]
    const std::vector<label> six{0.2, 0.3, 0.5, 0.1, 0.6, 0.3};
    std::vector<double> one(1);
    evaluate(psi, six, 1, one);
    expect(close(one[0], 0.2 * 0.1 + 0.3 * 0.6 + 0.5 * 0.3) && m.domains.size() == 1,
           "a sum over a regular variable");
  }
  {
    using namespace deeplog;
    compile::formula_compile_options opt;
    // [snippet obdd]
    opt.compiler = [](const compile::boolean_formula& f,
                      std::span<const compile::boolean_formula::ref> r) {
      return compile::compile(f, r, {.compiler = compile::compiler_kind::bottom_up});
    };
    // [/snippet obdd]
    language::model m;
    m.phi = language::parse("sum[B] sum[E] (b[B]_B | e[E]_B)_P * (b[B]_P * e[E]_P)");
    for (const auto& [atom, p] : {std::pair{"b[true]_P", 0.7},
                                  {"b[false]_P", 0.3},
                                  {"e[true]_P", 0.01},
                                  {"e[false]_P", 0.99}})
      m.alpha.set(atom, p);
    const std::vector<language::assignment> one(1);
    expect(close(pipeline::infer(compile::compile_formula(m, opt), m, one)[0], 0.703),
           "the OBDD compiler through formula_compile_options");
  }
  return snippets::failed_checks == 0 ? 0 : 1;
}
