// Every construct of the paper's Table "Notation of core concepts", in both faces: the text
// syntax (parse, print, parse again) and the expression template (lowered to the same runtime
// formula), each labelled by the reference evaluator, the compiled circuit and the fused
// expression-template evaluation, against a value worked out by hand. Then the paper's worked
// examples through all three.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "deeplog/compile/formula_to_circuit.hpp"
#include "deeplog/language.hpp"
#include "deeplog/pipeline.hpp"

using namespace deeplog;
using namespace deeplog::language;

namespace {

using P = probability<double>;
using F = product_tnorm<double>;
using B_ = deeplog::boolean;
constexpr auto P_ = id_of<probability<double>>();

constexpr boolean_variable<0> B{"B"};
constexpr boolean_variable<1> E{"E"};
constexpr regular_variable<2, 3> Color{"Color", {"red", "green", "blue"}};
constexpr regular_variable<3, 2> Video{"Video", {"@t1", "@t2"}};

// One row of the table: the text, the expression template, the model's labels, the assignment,
// the expression template's label rows and free variable values, and the value by hand.
template <class Expr>
void check_row(const std::string& text, const Expr& et, model m, const assignment& sigma,
               const tensor_table& tensors, const std::vector<double>& rows,
               const variable_values& free, double want) {
  CAPTURE(text);
  // Text face: parse, print, parse again.
  const formula f = parse(text);
  CHECK(parse(print(f)) == f);
  CHECK(print(parse(print(f))) == print(f));
  // Expression-template face: lowers to the same formula, with the same domains.
  const formula g = lower(et);
  CAPTURE(print(g));
  CHECK(g == f);
  for (const auto& [name, dom] : domains_of(et)) {
    CAPTURE(name);
    CHECK(m.domains.at(name) == dom);
  }
  // Three evaluations of the label.
  m.phi = f;
  CHECK(evaluate_reference(m, sigma, tensors) == Approx(want).epsilon(1e-14));
  const auto c = compile::compile_formula(m);
  const std::vector<assignment> batch{sigma};
  CHECK(pipeline::infer(c, m, batch, tensors)[0] == Approx(want).epsilon(1e-14));
  std::vector<value_t<structure_of<Expr>>> out(1);
  evaluate(et, rows, 1, std::span(out), free);
  CHECK(double(out[0]) == Approx(want).epsilon(1e-14));
}

neural_labelling scalar_network() {
  neural_labelling n;
  n.network = [](std::span<const double> x) { return std::vector<double>{x[0]}; };
  return n;
}

}  // namespace

TEST_CASE("table: algebraic structures, constants and atoms without arguments",
          "[language][table]") {
  // burglary_B with alpha = true; hasColor(square,green)_B: a constant argument.
  model m;
  m.alpha.set("burglary_B", 1);
  check_row("burglary_B", atom<B_>("burglary", 0), m, {}, {}, {1}, {}, 1);
  m.alpha.set("hasColor(square,green)_B", 0);
  check_row("hasColor(square,green)_B", atom<B_>("hasColor(square,green)", 0), m, {}, {}, {0}, {},
            0);
  // The structure B = ({true, false}, {not}, {or, and}) by name in both faces.
  CHECK(structure_from_name("B") == id_of<boolean>());
  CHECK(id_of<B_>() == id_of<boolean>());
  CHECK(has_negation(id_of<boolean>()));
}

TEST_CASE("table: an atom with a tensor constant, labelled by a network", "[language][table]") {
  // alpha(burglary(@burglary1)_P) = nn(@burglary1) = 0.7.
  model m;
  m.alpha.neural("burglary", P_, scalar_network());
  const tensor_table t{{"burglary1", {0.7}}};
  check_row("burglary(@burglary1)_P", atom<P>("burglary(@burglary1)", 0), m, {}, t, {0.7}, {}, 0.7);
}

TEST_CASE("table: an atom with a variable, under a variable assignment", "[language][table]") {
  // alpha(burglary(Video)_P {Video -> @t2}) = nn(@t2) = 0.4.
  model m;
  m.alpha.neural("burglary", P_, scalar_network());
  m.domains["Video"] = {term::tensor("t1"), term::tensor("t2")};
  const tensor_table t{{"t1", {0.9}}, {"t2", {0.4}}};
  variable_values free{};
  free[Video.id] = 1;  // the expression template's Video is the index of @t2
  check_row("burglary(Video)_P", atom<P>("burglary(Video)", 0, Video), m,
            {{"Video", term::tensor("t2")}}, t, {0.9, 0.4}, free, 0.4);
  // A variable assignment maps several variables at once: {Video -> @t1, Color -> green}.
  m.alpha.set("hasColor(@t1,green)_P", 0.25);
  m.domains["Color"] = {term::symbol("red"), term::symbol("green"), term::symbol("blue")};
  free[Video.id] = 0;
  free[Color.id] = 1;
  check_row(
      "burglary(Video)_P * hasColor(Video,Color)_P",
      atom<P>("burglary(Video)", 0, Video) * atom<P>("hasColor(Video,Color)", 2, Video, Color), m,
      {{"Video", term::tensor("t1")}, {"Color", term::symbol("green")}}, t,
      {0.9, 0.4, 0.0, 0.25, 0.0, 0.0, 0.0, 0.0}, free, 0.9 * 0.25);
}

TEST_CASE("table: an atom with a reification variable", "[language][table]") {
  // burglary[B]_P under {B -> false} is alpha(burglary[false]_P) = 0.3.
  model m;
  m.alpha.set("burglary[true]_P", 0.7);
  m.alpha.set("burglary[false]_P", 0.3);
  variable_values free{};
  free[B.id] = 0;
  check_row("burglary[B]_P", atom<P>("burglary", 0)[B], m, {{"B", term::truth(0)}}, {}, {0.3, 0.7},
            free, 0.3);
  // With the variable's own structure the label is automatic: burglary[B]_B {B -> true} = true.
  free[B.id] = 1;
  check_row("burglary[B]_B", atom<B_>("burglary")[B], m, {{"B", term::truth(1)}}, {}, {}, free, 1);
}

TEST_CASE("table: algebraic composition and a ground formula", "[language][table]") {
  // burglary_B or earthquake_B = true or false = true.
  model m;
  m.alpha.set("burglary_B", 1);
  m.alpha.set("earthquake_B", 0);
  check_row("burglary_B | earthquake_B", atom<B_>("burglary", 0) | atom<B_>("earthquake", 1), m, {},
            {}, {1, 0}, {}, 1);
  // alpha(burglary_F or_F earthquake_F) with the product t-norm: 0.7 + 0.01 - 0.007 = 0.703.
  m.alpha.set("burglary_product", 0.7);
  m.alpha.set("earthquake_product", 0.01);
  check_row("burglary_F | earthquake_F", atom<F>("burglary", 0) | atom<F>("earthquake", 1), m, {},
            {}, {0.7, 0.01}, {}, 0.703);
}

TEST_CASE("table: aggregation over a variable", "[language][table]") {
  // sum_Color stoplight(Color)_P x hasColor(img1,Color)_P
  //   = 0.5 x 0.6 + 0.3 x 0.3 + 0.2 x 0.1 = 0.41.
  model m;
  m.domains["Color"] = {term::symbol("red"), term::symbol("green"), term::symbol("blue")};
  const double stop[] = {0.5, 0.3, 0.2}, has[] = {0.6, 0.3, 0.1};
  const char* names[] = {"red", "green", "blue"};
  for (int i = 0; i < 3; ++i) {
    m.alpha.set("stoplight(" + std::string(names[i]) + ")_P", stop[i]);
    m.alpha.set("hasColor(img1," + std::string(names[i]) + ")_P", has[i]);
  }
  const auto et =
      sum(Color, atom<P>("stoplight(Color)", 0, Color) * atom<P>("hasColor(img1,Color)", 3, Color));
  check_row("sum[Color] stoplight(Color)_P * hasColor(img1,Color)_P", et, m, {}, {},
            {0.5, 0.3, 0.2, 0.6, 0.3, 0.1}, {}, 0.41);
  // With the image a variable Img under {Img -> img1}: the same label.
  const auto et_img =
      sum(Color, atom<P>("stoplight(Color)", 0, Color) * atom<P>("hasColor(Img,Color)", 3, Color));
  check_row("sum[Color] stoplight(Color)_P * hasColor(Img,Color)_P", et_img, m,
            {{"Img", term::symbol("img1")}}, {}, {0.5, 0.3, 0.2, 0.6, 0.3, 0.1}, {}, 0.41);
  // forall: prod_Object hasColor(Object,red)_B (Section "Aggregation over variables").
  constexpr regular_variable<4, 3> Object{"Object", {"box", "triangle", "square"}};
  m.domains["Object"] = {term::symbol("box"), term::symbol("triangle"), term::symbol("square")};
  for (const char* o : {"box", "triangle", "square"})
    m.alpha.set("hasColor(" + std::string(o) + ",red)_B", std::string(o) != "square");
  check_row("prod[Object] hasColor(Object,red)_B",
            prod(Object, atom<B_>("hasColor(Object,red)", 0, Object)), m, {}, {}, {1, 1, 0}, {}, 0);
}

TEST_CASE("table: aggregation over a reification variable", "[language][table]") {
  // sum_B burglary[B]_P x hasColor(Img,Color)_P {Img -> img1, Color -> green}
  //   = (0.7 + 0.3) x 0.3 = 0.3.
  model m;
  m.alpha.set("burglary[true]_P", 0.7);
  m.alpha.set("burglary[false]_P", 0.3);
  m.alpha.set("hasColor(img1,green)_P", 0.3);
  m.domains["Color"] = {term::symbol("red"), term::symbol("green"), term::symbol("blue")};
  variable_values free{};
  free[Color.id] = 1;
  const auto et = sum(B, atom<P>("burglary", 0)[B] * atom<P>("hasColor(Img,Color)", 2, Color));
  check_row("sum[B] burglary[B]_P * hasColor(Img,Color)_P", et, m,
            {{"Img", term::symbol("img1")}, {"Color", term::symbol("green")}}, {},
            {0.3, 0.7, 0.0, 0.3, 0.0}, free, 0.3);
}

TEST_CASE("table: transformation of algebraic structure", "[language][table]") {
  // alpha((burglary_B or earthquake_B)_P) = [true] = 1; with both false, 0.
  model m;
  m.alpha.set("burglary_B", 1);
  m.alpha.set("earthquake_B", 0);
  const auto et = to<P>(atom<B_>("burglary", 0) | atom<B_>("earthquake", 1));
  check_row("(burglary_B | earthquake_B)_P", et, m, {}, {}, {1, 0}, {}, 1);
  m.alpha.set("burglary_B", 0);
  check_row("(burglary_B | earthquake_B)_P", et, m, {}, {}, {0, 0}, {}, 0);
  // P -> log P: (burglary_P x earthquake_P)_logP = log(0.7 x 0.99).
  m.alpha.set("burglary_P", 0.7);
  m.alpha.set("earthquake_P", 0.99);
  check_row("(burglary_P * earthquake_P)_logP",
            to<log_probability<double>>(atom<P>("burglary", 0) * atom<P>("earthquake", 1)), m, {},
            {}, {0.7, 0.99}, {}, std::log(0.7 * 0.99));
}

TEST_CASE("the paper's worked examples give the paper's numbers in every face",
          "[language][table]") {
  model m;
  m.alpha.set("burglary_P", 0.7);
  m.alpha.set("earthquake_P", 0.99);
  m.alpha.set("burglary[true]_P", 0.7);
  m.alpha.set("burglary[false]_P", 0.3);
  m.alpha.set("earthquake[true]_P", 0.01);
  m.alpha.set("earthquake[false]_P", 0.99);
  // Example "Simple labelling": 0.7 x 0.99.
  check_row("burglary_P * earthquake_P", atom<P>("burglary", 0) * atom<P>("earthquake", 1), m, {},
            {}, {0.7, 0.99}, {}, 0.7 * 0.99);
  // Example "Aggregation over reification variables": 1.0.
  const std::vector<double> rows{0.3, 0.7, 0.99, 0.01};
  check_row("sum[B] sum[E] burglary[B]_P * earthquake[E]_P",
            sum(B, sum(E, atom<P>("burglary", 0)[B] * atom<P>("earthquake", 2)[E])), m, {}, {},
            rows, {}, 1.0);
  // Example "Transformations - weighted model count": 0.703.
  check_row("sum[B] sum[E] (burglary[B]_B | earthquake[E]_B)_P * (burglary[B]_P * earthquake[E]_P)",
            sum(B, sum(E, to<P>(atom<B_>("burglary")[B] | atom<B_>("earthquake")[E]) *
                              (atom<P>("burglary", 0)[B] * atom<P>("earthquake", 2)[E]))),
            m, {}, {}, rows, {}, 0.703);
  // The fuzzy example: a(V) and (b(V) or c(V)) with the product t-norm, nn = 0.9, 0.4, 0.3.
  for (const char* p : {"a", "b", "c"}) {
    neural_labelling n;
    const auto k = std::size_t(p[0] - 'a');
    n.network = [k](std::span<const double> x) { return std::vector<double>{x[k]}; };
    m.alpha.neural(p, id_of<product_tnorm<double>>(), n);
  }
  constexpr regular_variable<5, 1> V{"V", {"@v"}};
  m.domains["V"] = {term::tensor("v")};
  check_row("a(V)_F & (b(V)_F | c(V)_F)",
            atom<F>("a(V)", 0, V) & (atom<F>("b(V)", 1, V) | atom<F>("c(V)", 2, V)), m,
            {{"V", term::tensor("v")}}, {{"v", {0.9, 0.4, 0.3}}}, {0.9, 0.4, 0.3}, {},
            0.9 * (0.4 + 0.3 - 0.4 * 0.3));
}
