// A downstream project's own structures through the whole installed pipeline: the Hamacher
// t-norm (hamacher.hpp) registered once and written `_H` in the text syntax, the alarm formula as
// text and as an expression template (alarm.hpp), compiled, evaluated on the CPU, differentiated
// in reverse and forward mode (against central differences), and the 2-best semiring
// (two_best.hpp, pair labels) on the circuit of the same formula compiled in P, and written in
// it as text and as an expression template; with CUDA, cuda_check.cu
// runs the same structures on the GPU. Exit status 0 iff every check holds.
#include <deeplog/deeplog.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "alarm.hpp"
#include "cuda_check.hpp"
#include "hamacher.hpp"
#include "two_best.hpp"

namespace {

int failures = 0;
void check(bool ok, const std::string& what) {
  std::printf("%s: %s\n", ok ? "ok" : "FAILED", what.c_str());
  failures += ok ? 0 : 1;
}
bool close(double a, double b, double tol = 1e-9) {
  return std::abs(a - b) <= tol * (1 + std::abs(b));
}
bool close2(const std::array<double, 2>& a, const std::array<double, 2>& b) {
  return close(a[0], b[0], 1e-12) && close(a[1], b[1], 1e-12);
}

using H = user::hamacher<double>;
using structures = deeplog::with_builtins<H>;
using all_structures = deeplog::with_builtins<H, user::two_best>;
namespace language = deeplog::language;

// Labels of the four atoms, in the expression template's row order.
const char* const atoms[] = {"burglary[false]_H", "burglary[true]_H", "earthquake[false]_H",
                             "earthquake[true]_H"};

language::model alarm_model(const std::array<double, 4>& x) {
  language::model m;
  m.phi = language::parse(user::alarm_text("H"));
  for (int i = 0; i < 4; ++i) m.alpha.set(atoms[i], x[i]);
  return m;
}

double brute_force(const std::array<double, 4>& x) { return user::alarm_by_definition<H>(x); }

}  // namespace

int main() {
  const language::structure_id h = language::id_of<H>();  // the registration
  check(language::structure_from_name("H") == h, "_H names the user's structure");

  const std::array<double, 4> x{0.3, 0.7, 0.99, 0.01};
  const language::model m = alarm_model(x);
  constexpr auto phi = user::alarm_expression<H>();
  check(language::lower(phi) == m.phi, "the expression template lowers to the parsed text");

  // Evaluation: reference evaluator, compiled circuit, fused expression template.
  const double expected = brute_force(x);
  const auto c = deeplog::compile::compile_formula(m);
  const std::vector<language::assignment> one{{}};
  const double reference = language::evaluate_reference(m, {});
  const double circuit = deeplog::pipeline::infer<structures>(c, m, one)[0];
  std::vector<double> fused(1);
  language::evaluate(phi, std::vector<double>(x.begin(), x.end()), 1, std::span<double>(fused));
  std::printf("alarm in H: %.12f (brute force %.12f)\n", circuit, expected);
  check(close(reference, expected), "reference evaluator = brute force");
  check(close(circuit, expected), "compiled circuit = brute force");
  check(close(fused[0], expected), "expression template = brute force");

  // The circuit of the lowered expression template gives the same value.
  language::model mx = m;
  mx.phi = language::lower(phi);
  const auto cx = deeplog::compile::compile_formula(mx);
  check(close(deeplog::pipeline::infer<structures>(cx, mx, one)[0], expected),
        "circuit of the expression template = brute force");

  // Reverse mode through the circuit against central differences of the brute force.
  const auto grad = deeplog::pipeline::gradient<structures>(c, m, {});
  const double step = 1e-6;
  std::array<double, 4> fd{};
  for (int i = 0; i < 4; ++i) {
    auto up = x, down = x;
    up[i] += step;
    down[i] -= step;
    fd[i] = (brute_force(up) - brute_force(down)) / (2 * step);
    const auto it = grad.find(atoms[i]);
    const double g = it == grad.end() ? 0.0 : it->second;
    std::printf("d/d %s: reverse %.9f, central difference %.9f\n", atoms[i], g, fd[i]);
    check(close(g, fd[i], 1e-6), std::string("reverse-mode derivative of ") + atoms[i]);
  }

  // Forward mode: the tangent along each input row of the circuit, against the same differences.
  deeplog::cpu_evaluator<H> ev(c.graph, 1);
  std::vector<double> rows(c.leaves.size());
  const auto labels = deeplog::pipeline::leaf_labels(c, m, one);
  std::copy(labels.begin(), labels.end(), rows.begin());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (c.leaves[r].kind != deeplog::compile::leaf_source::kind_t::atom) continue;
    const std::string text = deeplog::compile::describe(c.leaves[r], m);
    std::vector<double> dir(rows.size(), 0.0);
    dir[r] = 1;
    const double t = ev.tangent(rows, dir)[0];
    int i = 0;
    while (i < 4 && text != atoms[i]) ++i;
    check(i < 4 && !c.leaves[r].negated && c.leaves[r].transforms.empty() && close(t, fd[i], 1e-6),
          "forward-mode derivative along input row " + std::to_string(r) + " (" + text + ")");
  }

  // The 2-best semiring on the circuit of the formula compiled in P: the two most probable
  // worlds where the alarm formula holds, 0.7 x 0.99 and 0.7 x 0.01.
  language::model mp;
  mp.phi = language::parse(user::alarm_text("P"));
  for (int i = 0; i < 4; ++i) {
    std::string a = atoms[i];
    a.back() = 'P';
    mp.alpha.set(a, x[i]);
  }
  const auto cp = deeplog::compile::compile_formula(mp);
  const auto prow = deeplog::pipeline::leaf_labels(cp, mp, one);
  std::vector<user::two_best::value_type> in2(prow.size());
  for (std::size_t r = 0; r < prow.size(); ++r) in2[r] = {prow[r], 0};
  deeplog::cpu_evaluator<user::two_best> ev2(cp.graph, 1);
  const auto best = ev2.forward(in2)[0];
  std::printf("two best worlds: %.6f %.6f\n", best[0], best[1]);
  check(close(best[0], 0.7 * 0.99) && close(best[1], 0.7 * 0.01), "2-best = the two best worlds");
  std::vector<deeplog::top_k<2>::value_type> ink(prow.size());
  for (std::size_t r = 0; r < prow.size(); ++r) ink[r] = {prow[r], 0};
  deeplog::cpu_evaluator<deeplog::top_k<2>> evk(cp.graph, 1);
  const auto bestk = evk.forward(ink)[0];
  check(bestk[0] == best[0] && bestk[1] == best[1], "2-best = the library's top_k<2>");

  // The 2-best semiring in the text syntax: the alarm formula written in _best2, labelled with
  // pairs, compiled and run as values of user::two_best; by the reference semantics; and as an
  // expression template from typed rows, which lowers to the same formula.
  using K = user::two_best;
  language::register_structure<K>();  // its registration: the text syntax reads _best2
  language::model mk;
  mk.phi = language::parse(user::alarm_text("best2"));
  std::vector<K::value_type> krows;
  for (int i = 0; i < 4; ++i) {
    std::string a = atoms[i];
    a.replace(a.size() - 1, 1, "best2");
    krows.push_back({x[i], 0});
    mk.alpha.set(a, krows.back());
  }
  const auto ck = deeplog::compile::compile_formula(mk);
  const K::value_type best_text = deeplog::pipeline::infer_as<K, all_structures>(ck, mk, one)[0];
  std::printf("two best worlds from text: %.6f %.6f\n", best_text[0], best_text[1]);
  check(close2(best_text, best), "2-best from text = the 2-best circuit of the formula in P");
  check(close2(language::evaluate_reference_as<K>(mk, {}), best),
        "2-best by the reference semantics");
  constexpr auto phik = user::alarm_expression<K>();
  check(language::lower(phik) == mk.phi, "the 2-best expression template lowers to the text");
  std::vector<K::value_type> fusedk(1);
  language::evaluate(phik, std::span<const K::value_type>(krows), 1, std::span(fusedk));
  check(close2(fusedk[0], best), "2-best expression template from typed rows");

  // A mixed circuit: the user's transformation P -> H (a T node: a segment in P) and p-mean
  // over X (an aggregation node: a segment per value), joined into the circuit in H.
  language::register_transformation<user::probability_to_hamacher>();
  language::model mm;
  mm.phi = language::parse("(a_P * b_P)_H | pmean[X] p(X)_H");
  mm.domains["X"] = {language::term::integer(1), language::term::integer(2)};
  const std::map<std::string, double> mixed_labels{
      {"a_P", 0.6}, {"b_P", 0.7}, {"p(1)_H", 0.2}, {"p(2)_H", 0.9}};
  for (const auto& [a, v] : mixed_labels) mm.alpha.set(a, v);
  const auto cm = deeplog::compile::compile_formula(mm);
  check(cm.segments.size() == 3, "the mixed formula compiles to three segments and a join");
  const double mixed = deeplog::pipeline::infer<structures>(cm, mm, one)[0];
  const double pm = std::sqrt((0.2 * 0.2 + 0.9 * 0.9) / 2);
  check(close(mixed, H{}.plus(0.6 * 0.7, pm), 1e-12), "mixed circuit = its definition");
  const auto mgrad = deeplog::pipeline::gradient<structures>(cm, mm, {});
  for (const auto& [a, v] : mixed_labels) {
    language::model up = mm, down = mm;
    up.alpha.set(a, v + step);
    down.alpha.set(a, v - step);
    const double d =
        (language::evaluate_reference(up, {}) - language::evaluate_reference(down, {})) /
        (2 * step);
    const auto it = mgrad.find(a);
    check(it != mgrad.end() && close(it->second, d, 1e-6),
          "reverse mode through the mixed circuit, d/d " + a);
    check(close(deeplog::pipeline::tangent<structures>(cm, mm, {}, {{a, 1.0}}), d, 1e-6),
          "forward mode through the mixed circuit, d/d " + a);
  }

  // The same structures on the GPU, where the package has CUDA and the machine a device.
  user::cpu_results cpu{
      &c.graph, rows, ev.forward(rows)[0], {}, {}, x, &cp.graph, in2, best, &ck, &mk, &cm, &mm,
      mixed,    mgrad};
  cpu.adjoints.resize(rows.size());
  const std::vector<double> radj{1.0};
  ev.forward(rows);
  ev.backward(radj, cpu.adjoints);
  for (std::size_t r = 0; r < rows.size(); ++r) {
    std::vector<double> dir(rows.size(), 0.0);
    dir[r] = 1;
    cpu.tangents.push_back(ev.tangent(rows, dir)[0]);
  }
  const int cuda = user::cuda_check(cpu);
  if (cuda < 0)
    std::printf("skipped: the CUDA checks (%s)\n", user::cuda_status());
  else
    failures += cuda;

  std::printf("%d failure(s)\n", failures);
  return failures == 0 ? 0 : 1;
}
