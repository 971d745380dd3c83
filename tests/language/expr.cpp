// Expression templates: the paper's formulas in C++, their structures checked at compile time,
// the compile-time circuit (fused evaluation) equal to the runtime circuit on the same formula.
#include <catch2/catch.hpp>

#include <random>

#include "deeplog/compile/formula_to_circuit.hpp"
#include "deeplog/language.hpp"
#include "deeplog/pipeline.hpp"

using namespace deeplog;
using namespace deeplog::language;

namespace {
using P = probability<double>;
using F = product_tnorm<double>;
using B_ = deeplog::boolean;

constexpr boolean_variable<0> B{"B"};
constexpr boolean_variable<1> E{"E"};

// The running example, written as in the paper:
//   sum_B sum_E (b(V)[B]_B or e(S)[E]_B)_P x (b(V)[B]_P x e(S)[E]_P)
// P labels: rows 0 (b false), 1 (b true), 2 (e false), 3 (e true).
constexpr auto running = sum(B, sum(E, to<P>(atom<B_>("b(V)")[B] | atom<B_>("e(S)")[E]) *
                                           (atom<P>("b(V)", 0)[B] * atom<P>("e(S)", 2)[E])));

// What generic code asks: does combining these give a formula?
template <class L, class R>
concept can_add = requires(L l, R r) {
  { l + r } -> Expression;
};
template <class L, class R>
concept can_multiply = requires(L l, R r) {
  { l* r } -> Expression;
};
template <class E_>
concept can_negate = requires(E_ e) {
  { ~e } -> Expression;
};
template <class S, class E_>
concept can_transform_to = requires(E_ e) {
  { to<S>(e) } -> Expression;
};

using atom_b = atom_expr<B_>;
using atom_p = atom_expr<P>;
using atom_f = atom_expr<F>;
// Mixing structures without a transformation is ill-formed; with one it is fine.
static_assert(!can_add<atom_b, atom_p>);
static_assert(!can_multiply<atom_p, atom_f>);
static_assert(can_add<atom_p, atom_p>);
static_assert(can_multiply<decltype(to<P>(atom_b{})), atom_p>);
static_assert(!can_negate<atom_p>);  // P has no negation
static_assert(can_negate<atom_f>);
static_assert(can_transform_to<P, atom_b> && can_transform_to<log_probability<double>, atom_p>);
static_assert(!can_transform_to<B_, atom_p>);  // no transformation P -> B
static_assert(std::is_same_v<structure_of<decltype(running)>, P>);
static_assert(rows_read(running) == 4);
}  // namespace

TEST_CASE("the running example as an expression template gives 0.703", "[language][expr]") {
  const std::vector<double> in{0.3, 0.7, 0.99, 0.01};
  std::vector<double> out(1);
  evaluate(running, in, 1, std::span<double>(out));
  CHECK(out[0] == Approx(0.703).epsilon(1e-14));
  CHECK(print(lower(running)) ==
        "sum[B] sum[E] (b(V)[B]_B + e(S)[E]_B)_P * (b(V)[B]_P * e(S)[E]_P)");
  CHECK(lower(running) ==
        parse("sum[B] sum[E] (b(V)[B]_B | e(S)[E]_B)_P * (b(V)[B]_P * e(S)[E]_P)"));
}

TEST_CASE("the compile-time circuit equals the runtime circuit of the same formula",
          "[language][expr]") {
  const unsigned seed = 42;
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> u(0.01, 0.99);
  const std::size_t batch = 64;
  // Rows (4, batch): b false/true, e false/true, normalized per column.
  std::vector<double> in(4 * batch);
  tensor_table tensors;
  std::vector<assignment> sigma(batch);
  for (std::size_t k = 0; k < batch; ++k) {
    const double pb = u(rng), pe = u(rng);
    in[0 * batch + k] = 1 - pb, in[1 * batch + k] = pb;
    in[2 * batch + k] = 1 - pe, in[3 * batch + k] = pe;
    tensors["v" + std::to_string(k)] = {pb};
    tensors["s" + std::to_string(k)] = {pe};
    sigma[k] = {{"V", term::tensor("v" + std::to_string(k))},
                {"S", term::tensor("s" + std::to_string(k))}};
  }
  std::vector<double> fused(batch);
  evaluate(running, in, batch, std::span<double>(fused));

  model m;
  m.phi = lower(running);
  m.alpha.neural("b", id_of<probability<double>>(),
                 boolean_network([](std::span<const double> x) { return x[0]; }));
  m.alpha.neural("e", id_of<probability<double>>(),
                 boolean_network([](std::span<const double> x) { return x[0]; }));
  m.alpha.declare_distribution("b", id_of<probability<double>>());
  m.alpha.declare_distribution("e", id_of<probability<double>>());
  const auto c = compile::compile_formula(m);
  CHECK(c.graph.size() == 5);
  label_cache cache;
  const auto runtime = pipeline::infer(c, m, sigma, tensors, &cache);
  CHECK(cache.network_calls == 2 * batch);
  for (std::size_t k = 0; k < batch; ++k) {
    CAPTURE(seed, k);
    CHECK(fused[k] == Approx(runtime[k]).epsilon(1e-14));
  }
}

TEST_CASE("fuzzy, negation and other aggregations as expression templates", "[language][expr]") {
  // a(V) and (b(V) or not c(V)) with the product t-norm, rows a, b, c.
  const auto phi = atom<F>("a(V)", 0) & (atom<F>("b(V)", 1) | ~atom<F>("c(V)", 2));
  const std::vector<double> in{0.9, 0.4, 0.3};
  std::vector<double> out(1);
  evaluate(phi, in, 1, std::span<double>(out));
  CHECK(out[0] == Approx(0.9 * (0.4 + 0.7 - 0.4 * 0.7)).epsilon(1e-15));
  model m;
  m.phi = lower(phi);
  m.alpha.set("a(v)_product", 0.9);
  m.alpha.set("b(v)_product", 0.4);
  m.alpha.set("c(v)_product", 0.3);
  const std::vector<assignment> batch{{{"V", term::symbol("v")}}};
  CHECK(pipeline::infer(compile::compile_formula(m), m, batch)[0] == Approx(out[0]).epsilon(1e-15));

  // max over a reification variable, an aggregation that is no operation of P.
  const auto mx = aggregate(max_aggregation<double>{}, B, atom<P>("p", 0)[B]);
  const std::vector<double> p{0.25, 0.6};
  evaluate(mx, p, 1, std::span<double>(out));
  CHECK(out[0] == 0.6);
  CHECK(print(lower(mx)) == "max[B] p[B]_P");

  // The automatic label: a Boolean atom over a Boolean variable is the variable's value.
  const auto count_true = sum(B, to<counting>(atom<B_>("b")[B]));
  std::vector<std::uint64_t> n(1);
  evaluate(count_true, std::span<const double>(), 1, std::span<std::uint64_t>(n));
  CHECK(n[0] == 1);
}

// The same formula shapes in every structure that has them: fused evaluation of the expression
// template against the runtime circuit of its lowered form, on random labels.
TEMPLATE_TEST_CASE("expression templates equal runtime circuits in every structure",
                   "[language][expr]", P, log_probability<double>, max_plus<double>,
                   min_plus<double>, max_times<double>, godel<double>, lukasiewicz<double>, F,
                   counting) {
  using S = TestType;
  const structure_id id = id_of<S>();
  const std::string name(structure_name(id));
  // Rows: a (0), b (1), c[false] (2), c[true] (3).
  const auto a = atom<S>("a", 0), b = atom<S>("b", 1), c = atom<S>("c", 2);
  const auto phi = sum(B, (a + c[B]) * b) * prod(E, c[E] + a);
  const unsigned seed = 5u + unsigned(id.index());
  std::mt19937 rng(seed);
  const std::size_t batch = 16;
  std::vector<double> rows(4 * batch);
  for (auto& x : rows) {
    const double u = std::uniform_real_distribution<double>(0.05, 0.95)(rng);
    if constexpr (std::is_same_v<S, counting>)
      x = double(rng() % 4);
    else if constexpr (std::is_same_v<S, log_probability<double>>)
      x = std::log(u);
    else
      x = u;
  }
  std::vector<value_t<S>> fused(batch);
  evaluate(phi, rows, batch, std::span<value_t<S>>(fused));

  model m;
  m.phi = lower(phi);
  const std::string n_ = "_" + name;
  CHECK(print(m.phi) == "(sum[B] (a" + n_ + " + c[B]" + n_ + ") * b" + n_ + ") * (prod[E] c[E]" +
                            n_ + " + a" + n_ + ")");
  CHECK(parse(print(m.phi)) == m.phi);
  const auto circuit = compile::compile_formula(m);
  for (std::size_t k = 0; k < batch; ++k) {
    m.alpha.set("a_" + name, rows[0 * batch + k]);
    m.alpha.set("b_" + name, rows[1 * batch + k]);
    m.alpha.set("c[false]_" + name, rows[2 * batch + k]);
    m.alpha.set("c[true]_" + name, rows[3 * batch + k]);
    const std::vector<assignment> one{{}};
    const double runtime = pipeline::infer(circuit, m, one)[0];
    CAPTURE(seed, k);
    CHECK(double(fused[k]) == Approx(runtime).epsilon(1e-12));
    CHECK(double(fused[k]) == Approx(evaluate_reference(m, {})).epsilon(1e-12));
  }
}

TEST_CASE("expression templates read typed rows: top-k lists and float labels",
          "[language][expr][typed]") {
  // A formula whose labels are no reals: the 2 best values, rows of std::array<double, 2>.
  using K = top_k<2>;
  constexpr boolean_variable<0> B{"B"};
  const auto a = atom<K>("a", 0), b = atom<K>("b", 1), c = atom<K>("c", 2);
  const auto phi = sum(B, (a + c[B]) * b);
  using V = value_t<K>;
  // Rows a, b, c[false], c[true]; batch 2, batch contiguous.
  const std::vector<V> rows{{0.9, 0.2}, {0.5, 0.1}, {0.8, 0.0}, {0.3, 0.0},
                            {0.6, 0.0}, {0.7, 0.4}, {0.4, 0.3}, {0.95, 0.0}};
  std::vector<V> out(2);
  evaluate(phi, std::span<const V>(rows), 2, std::span<V>(out));
  const K s;
  for (std::size_t k = 0; k < 2; ++k) {
    auto row = [&](std::size_t r) { return rows[r * 2 + k]; };
    // The definition: plus over B of (a + c[B]) * b.
    const V want = s.plus(s.plus(s.zero(), s.times(s.plus(row(0), row(2)), row(1))),
                          s.times(s.plus(row(0), row(3)), row(1)));
    CAPTURE(k);
    CHECK(out[k] == want);
  }
  // Sample 0: a = {0.9, 0.2}, b = {0.8}: the best path a * b once for each value of B.
  CHECK(out[0][0] == Approx(0.9 * 0.8));
  CHECK(out[0][1] == Approx(0.9 * 0.8));
  // Shapes are checked as for real rows.
  std::vector<V> small(1);
  CHECK_THROWS_AS(evaluate(phi, std::span<const V>(rows), 2, std::span<V>(small)), argument_error);
  CHECK_THROWS_AS(evaluate(phi, std::span<const V>(rows.data(), 6), 2, std::span<V>(out)),
                  argument_error);

  // Float rows give the very labels that real rows holding the same floats give.
  using Pf = probability<float>;
  const auto g = sum(B, (atom<Pf>("a", 0) + atom<Pf>("c", 2)[B]) * atom<Pf>("b", 1));
  const std::vector<float> fr{0.25f, 0.5f, 0.125f, 0.75f, 0.375f, 0.625f, 0.0625f, 0.875f};
  const std::vector<double> dr(fr.begin(), fr.end());
  std::vector<float> from_float(2), from_real(2);
  evaluate(g, std::span<const float>(fr), 2, std::span<float>(from_float));
  evaluate(g, std::span<const double>(dr), 2, std::span<float>(from_real));
  CHECK(from_float == from_real);
  CHECK(from_float[0] == Approx((0.25 + 0.375) * 0.125 + (0.25 + 0.0625) * 0.125));
}
