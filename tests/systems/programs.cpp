// DeepProbLog-style programs: a suite of small programs whose probabilities are written by
// hand or computed by enumerating possible worlds here, the paper's MNIST-addition program
// against brute force, neural predicates, evidence, top-k proofs, and every error with its
// line and column.
#include <catch2/catch.hpp>

#include <cmath>
#include <functional>
#include <map>
#include <string>

#include "deeplog/prolog.hpp"
#include "program_helpers.hpp"

using namespace deeplog::prolog;

using deeplog::test::error_of;
using deeplog::test::probs;

namespace {

double prob(const std::string& text, const std::string& atom) {
  const auto m = probs(text);
  const auto it = m.find(atom);
  if (it == m.end()) FAIL("no answer " << atom);
  return it->second;
}

}  // namespace

TEST_CASE("probabilistic facts and rules", "[systems][deepproblog]") {
  CHECK(prob("0.3::a. 0.6::b. q :- a. q :- b. query(q).", "q") ==
        Approx(1 - 0.7 * 0.4).epsilon(1e-12));
  // The paper's running example: 0.703.
  CHECK(prob("0.7::burglary. 0.01::earthquake.\nalarm :- burglary.\nalarm :- earthquake.\n"
             "query(alarm).",
             "alarm") == Approx(0.703).epsilon(1e-12));
  CHECK(prob("0.7::b. 0.99::e. both :- b, e. query(both).", "both") ==
        Approx(0.7 * 0.99).epsilon(1e-12));
  // A probabilistic rule: one choice per grounding.
  const auto m = probs("c(1). c(2). 0.5::h(X) :- c(X). any :- h(_). query(any). query(h(1)).");
  CHECK(m.at("any") == Approx(0.75).epsilon(1e-12));
  CHECK(m.at("h(1)") == Approx(0.5).epsilon(1e-12));
}

TEST_CASE("annotated disjunctions are exclusive", "[systems][deepproblog][groups]") {
  // Not 1 - 0.8 * 0.5 = 0.6: the heads exclude each other.
  CHECK(prob("0.2::a; 0.5::b; 0.3::c. q :- a. q :- b. query(q).", "q") ==
        Approx(0.7).epsilon(1e-12));
  const auto m = probs("0.2::x; 0.3::y. n :- \\+ x, \\+ y. query(x). query(y). query(n).");
  CHECK(m.at("x") == Approx(0.2).epsilon(1e-12));
  CHECK(m.at("y") == Approx(0.3).epsilon(1e-12));
  CHECK(m.at("n") == Approx(0.5).epsilon(1e-12));
  // With a body and variables: one choice per ground instance.
  const auto coins = probs(
      "coin(c1). coin(c2).\n0.6::heads(C); 0.4::tails(C) :- coin(C).\n"
      "two_heads :- heads(c1), heads(c2).\nquery(two_heads). query(tails(c2)).");
  CHECK(coins.at("two_heads") == Approx(0.36).epsilon(1e-12));
  CHECK(coins.at("tails(c2)") == Approx(0.4).epsilon(1e-12));
}

TEST_CASE("negation as failure and built-ins", "[systems][deepproblog]") {
  CHECK(prob("0.4::a. b :- \\+ a. query(b).", "b") == Approx(0.6).epsilon(1e-12));
  CHECK(prob("0.4::a. b :- not(a). query(b).", "b") == Approx(0.6).epsilon(1e-12));
  // \+ G with G's variables free: no instance of G holds (as ProbLog).
  CHECK(prob("0.5::r(1). 0.4::r(2). q :- \\+ r(_). query(q).", "q") == Approx(0.3).epsilon(1e-12));
  CHECK(prob("q(X) :- \\+ r(X). r(1). query(q(Y)).", "q(_0)") == 0.0);
  const auto m = probs(
      "n(X) :- between(1, 5, X).\n"
      "sq(X, Y) :- n(X), Y is X * X.\n"
      "big(X) :- sq(X, Y), Y > 10, Y =< 25.\n"
      "len(N) :- length([a, b, c], N).\n"
      "last(L) :- append(_, [L], [x, y, z]).\n"
      "mem(X) :- member(X, [p, q]), X \\= q.\n"
      "arith(R) :- R is 7 // 2 + 7 mod 3 + 2 ** 3 + abs(-2) + max(1, 4).\n"
      "query(big(X)). query(len(N)). query(last(L)). query(mem(X)). query(arith(R)).");
  CHECK(m.size() == 6);
  CHECK(m.at("big(4)") == 1.0);
  CHECK(m.at("big(5)") == 1.0);
  CHECK(m.at("len(3)") == 1.0);
  CHECK(m.at("last(z)") == 1.0);
  CHECK(m.at("mem(p)") == 1.0);
  CHECK(m.at("arith(18)") == 1.0);  // 3 + 1 + 8 + 2 + 4
  // A ground query without a proof has probability 0.
  CHECK(prob("a :- fail. query(a).", "a") == 0.0);
}

// The list predicates the ProbLog oracle cannot check (ProbLog 2.3.0 does not finish
// append/2, max_member/2 or min_member/2, and its select/4 leaves the other elements unbound):
// their SWI-Prolog meaning, by hand.
TEST_CASE("append/2, max_member/2, min_member/2 and select/4", "[systems][deepproblog][lists]") {
  const auto m = probs(
      "a(L) :- append([[1, 2], [3], []], L).\n"
      "b(M) :- max_member(M, [3, f(a), 1, b]).\n"
      "c(M) :- min_member(M, [3, f(a), 1, b]).\n"
      "d(R) :- select(2, [1, 2, 3], x, R).\n"
      "query(a(_)). query(b(_)). query(c(_)). query(d(_)).");
  CHECK(m.size() == 4);
  CHECK(m.at("a([1, 2, 3])") == 1.0);
  CHECK(m.at("b(f(a))") == 1.0);  // standard order: numbers < atoms < compound terms
  CHECK(m.at("c(1)") == 1.0);
  CHECK(m.at("d([1, x, 3])") == 1.0);
}

// library(string)'s sub_string/5 (ProbLog 2.3.0 stops: UnknownClause _string_sub_list/5) and
// str2int/2 of a quoted atom (ProbLog: ValueError, it reads the quotes): their meaning, by hand.
TEST_CASE("sub_string/5 and str2int/2", "[systems][deepproblog][string]") {
  const auto m = probs(
      "a(B, A) :- sub_string(abcd, B, 2, A, bc).\n"
      "b(N) :- findall(S, sub_string(abc, _, _, _, S), L), length(L, N).\n"
      "c(S) :- sub_string('x y', _, 1, '', S).\n"
      "d(I) :- str2int('-42', I).\n"
      "query(a(_, _)). query(b(_)). query(c(_)). query(d(_)).");
  CHECK(m.size() == 4);
  CHECK(m.at("a(a,d)") == 1.0);
  CHECK(m.at("b(10)") == 1.0);  // 4 empty + 3 of length 1 + 2 + 1
  CHECK(m.at("c(y)") == 1.0);
  CHECK(m.at("d(-42)") == 1.0);
  CHECK_THROWS_AS(probs("a(I) :- str2int(x1, I). query(a(_))."), grounding_error);
  CHECK_THROWS_AS(probs("a(S) :- concat([a, _], S). query(a(_))."), grounding_error);
}

// subquery/2 runs the evaluator that compile_program gives the grounder; ground() alone has
// none, and an unknown semiring or a subquery nested without end stops with a located error.
TEST_CASE("subquery/2 needs an evaluator and a known semiring", "[systems][deepproblog][errors]") {
  const std::string text = "0.4::a. b(P) :- subquery(a, P). query(b(_)).";
  CHECK(probs(text).at("b(0.4)") == 1.0);
  CHECK_THROWS_AS(ground(parse_program(text, "t.pl")), grounding_error);
  CHECK_THROWS_AS(probs("a. b(P) :- subquery(a, P, [], max, ddnnf). query(b(_))."),
                  grounding_error);
  CHECK_THROWS_AS(probs("b(P) :- subquery(b(_), P). query(b(_))."), deeplog::budget_exceeded);
}

TEST_CASE("recursion through cycles terminates and is exact", "[systems][deepproblog][tabling]") {
  // Reachability over probabilistic edges with a cycle, against enumeration of the 2^5 worlds.
  const std::vector<std::pair<int, int>> edges{{1, 2}, {2, 3}, {3, 1}, {1, 3}, {3, 4}};
  const std::vector<double> p{0.5, 0.6, 0.7, 0.2, 0.9};
  std::string text;
  for (std::size_t i = 0; i < edges.size(); ++i)
    text += std::to_string(p[i]) + "::e(" + std::to_string(edges[i].first) + "," +
            std::to_string(edges[i].second) + ").\n";
  text +=
      "path(X, Y) :- e(X, Y).\npath(X, Y) :- e(X, Z), path(Z, Y).\n"
      "query(path(1, 4)). query(path(3, 2)). query(path(4, 1)).";
  auto reach = [&](unsigned world, int from, int to) {
    std::vector<int> seen{from}, frontier{from};
    while (!frontier.empty()) {
      const int x = frontier.back();
      frontier.pop_back();
      for (std::size_t i = 0; i < edges.size(); ++i)
        if ((world >> i & 1u) && edges[i].first == x &&
            std::find(seen.begin(), seen.end(), edges[i].second) == seen.end()) {
          seen.push_back(edges[i].second);
          frontier.push_back(edges[i].second);
        }
    }
    return from != to ? std::find(seen.begin(), seen.end(), to) != seen.end() : false;
  };
  auto enumerate = [&](int from, int to) {
    double total = 0;
    for (unsigned w = 0; w < 32; ++w) {
      double pw = 1;
      for (std::size_t i = 0; i < edges.size(); ++i) pw *= (w >> i & 1u) ? p[i] : 1 - p[i];
      if (reach(w, from, to)) total += pw;
    }
    return total;
  };
  const auto m = probs(text);
  CHECK(m.at("path(1,4)") == Approx(enumerate(1, 4)).epsilon(1e-12));
  CHECK(m.at("path(3,2)") == Approx(enumerate(3, 2)).epsilon(1e-12));
  CHECK(m.count("path(4,1)") + 0 == 1);
  CHECK(m.at("path(4,1)") == 0.0);
  // Left recursion terminates too.
  const auto l = probs(
      "0.5::e(a,b). 0.5::e(b,a).\np(X,Y) :- p(X,Z), e(Z,Y).\np(X,Y) :- e(X,Y).\nquery(p(a,a)).");
  CHECK(l.at("p(a,a)") == Approx(0.25).epsilon(1e-12));
}

TEST_CASE("evidence conditions the queries", "[systems][deepproblog]") {
  CHECK(prob("0.5::a. 0.5::b. c :- a. c :- b. evidence(c). query(a).", "a") ==
        Approx(0.5 / 0.75).epsilon(1e-12));
  CHECK(prob("0.5::a. 0.5::b. c :- a. c :- b. evidence(c, false). query(b).", "b") == 0.0);
  CHECK(error_of("0.5::a. evidence(a). evidence(a, false). query(a).") ==
        "0:0: the evidence has probability 0");
}

TEST_CASE("the paper's MNIST-addition program equals enumeration",
          "[systems][deepproblog][mnist]") {
  const std::string text = R"(
nn(classifier, [I], N, [0,1,2,3,4,5,6,7,8,9]) :: classify(I, N).
digit(I, N) :- between(0, 9, N), classify(I, N).
number([], 0).
number([H|T], N) :- digit(H, N1), number(T, N2), length(T, L), N is (10**L)*N1 + N2.
addition(L1, L2, S) :- number(L1, N1), number(L2, N2), S is N1 + N2.
query(addition([i0, i1], [i2, i3], 42)).
query(addition([i0], [i2], S)).
)";
  // Each image has its own distribution over digits.
  std::map<std::string, std::vector<double>> dist;
  for (int i = 0; i < 4; ++i) {
    std::vector<double> d(10);
    double z = 0;
    for (int v = 0; v < 10; ++v) z += d[v] = 1 + ((i * 7 + v * 3) % 11);
    for (auto& x : d) x /= z;
    dist["i" + std::to_string(i)] = d;
  }
  const program p = parse_program(text, "mnist.pl");
  int calls = 0;
  const auto results = run(p, {}, [&](std::uint32_t, const std::vector<std::string>& in) {
    ++calls;
    return dist.at(in.at(0));
  });
  CHECK(calls == 4);  // one network call per image, not one per atom
  std::map<std::string, double> m;
  for (const auto& r : results) m[r.atom] = r.probability;
  double s42 = 0;
  for (int a = 0; a < 100; ++a)
    for (int b = 0; b < 100; ++b)
      if (a + b == 42)
        s42 += dist["i0"][a / 10] * dist["i1"][a % 10] * dist["i2"][b / 10] * dist["i3"][b % 10];
  CHECK(m.at("addition([i0, i1],[i2, i3],42)") == Approx(s42).epsilon(1e-12));
  double total = 0;
  for (int s = 0; s <= 18; ++s) {
    double e = 0;
    for (int a = 0; a < 10; ++a)
      if (s - a >= 0 && s - a < 10) e += dist["i0"][a] * dist["i2"][s - a];
    CHECK(m.at("addition([i0],[i2]," + std::to_string(s) + ")") == Approx(e).epsilon(1e-12));
    total += m.at("addition([i0],[i2]," + std::to_string(s) + ")");
  }
  CHECK(total == Approx(1.0).epsilon(1e-12));
}

TEST_CASE("Boolean neural predicates label true and false", "[systems][deepproblog][neural]") {
  const std::string text =
      "nn(b_net, [V]) :: burglary(V).\nnn(e_net, [S]) :: earthquake(S).\n"
      "alarm(V, S) :- burglary(V).\nalarm(V, S) :- earthquake(S).\nquery(alarm(v1, s1)).";
  const program p = parse_program(text);
  const auto r = run(p, {}, [&](std::uint32_t decl, const std::vector<std::string>&) {
    return std::vector<double>{p.neural[decl].network == "b_net" ? 0.7 : 0.01};
  });
  REQUIRE(r.size() == 1);
  CHECK(r[0].probability == Approx(0.703).epsilon(1e-12));
  // Without networks: a clear error.
  CHECK_THROWS_WITH(run(p), Catch::Contains("needs its network 'b_net'"));
}

TEST_CASE("top-k proofs bound the probability from below", "[systems][deepproblog][topk]") {
  const std::string text =
      "0.9::e(a,b). 0.8::e(b,c). 0.3::e(a,c). 0.5::e(c,d). 0.4::e(a,d).\n"
      "path(X,Y) :- e(X,Y).\npath(X,Y) :- e(X,Z), path(Z,Y).\nquery(path(a,d)).";
  const program p = parse_program(text);
  const double exact = run(p)[0].probability;
  inference_options o;
  o.top_k = 1;
  const auto r1 = run(p, o)[0];
  CHECK(r1.approximate);
  // The best proof: e(a,d) = 0.4; then e(a,b), e(b,c), e(c,d) = 0.36 (disjoint facts).
  CHECK(r1.probability == Approx(0.4).epsilon(1e-12));
  o.top_k = 2;
  const double two = run(p, o)[0].probability;
  CHECK(two == Approx(0.4 + 0.36 - 0.4 * 0.36).epsilon(1e-12));
  CHECK(two < exact);
  o.top_k = 100;  // every proof: exact
  CHECK(run(p, o)[0].probability == Approx(exact).epsilon(1e-12));
  // Per query.
  o.top_k = 0;
  o.top_k_per_query = {{0, 1}};
  CHECK(run(p, o)[0].probability == Approx(0.4).epsilon(1e-12));
}

TEST_CASE("malformed and unsupported programs give located errors",
          "[systems][deepproblog][errors]") {
  CHECK(error_of("a :- b\nc.") == "2:1: expected an operator or '.', found 'c'");
  CHECK(error_of("a :- .") == "1:6: expected a term after ':-', found '.'");
  CHECK(error_of("p(X, Y :- q.") == "1:8: expected ')', found ':-'");
  CHECK(error_of("1.5::a.") == "1:1: the probability 1.5 is not in [0, 1]");
  CHECK(error_of("0.6::a; 0.6::b.") ==
        "1:1: the probabilities of an annotated disjunction sum to 1.200000 > 1");
  CHECK(error_of("a :- b, !.") == "1:1: the cut (!) is not supported");
  CHECK(error_of("q :- zzz. query(q).") == "1:1: unknown predicate zzz/0");
  CHECK(error_of("p(avg<X>). query(p(_)).") ==
        "1:1: an aggregate term f<V> stands only as the last argument of a rule's head");
  CHECK(error_of("q :- \\+ X. query(q).") ==
        "1:1: \\+ G: the goal is unbound when called (instantiation error)");
  CHECK(
      error_of("0.5::f(X). q :- f(Y). query(q).") ==
      "1:1: the probabilistic fact f(_0) is not ground when used (bind its variables in the body)");
  CHECK(error_of("p :- \\+ q. q :- \\+ p. query(p).").find("not stratified") != std::string::npos);
  CHECK(error_of("q(X) :- X is Y + 1. query(q(Z)).") ==
        "1:1: arithmetic on an unbound variable (instantiation error)");
  CHECK(error_of("'unterminated :- a.") == "1:1: unterminated quoted name");
  CHECK(error_of("a :- b. /* open") == "1:9: unterminated comment");
  CHECK(error_of("is(1, 2).") == "1:1: cannot redefine the built-in is/2");
  CHECK(error_of("x :- call. query(x).") == "1:1: unknown predicate call/0");  // (was a crash)
  CHECK(error_of("a. x :- try_call((a -> a)). query(x).") == "1:4: call/N: -> is not supported");
  CHECK(error_of("p(1). r :- assertz(p(2)). query(r).")
            .rfind("1:7: assertz/1 in a clause body is not supported", 0) == 0);
  CHECK(error_of(":- asserta(p(0)).").rfind("1:1: the directive :- asserta(p(0)) is not", 0) == 0);
  // Operators read as ProbLog reads them: a prefix operator before a name that can be infix is
  // ambiguous (ISO would read -(-(a))), and a prefix operator's priority bounds where it stands.
  CHECK(error_of("a :- + + +.").rfind("1:6: ambiguous operators: '+' followed by '+'", 0) == 0);
  CHECK(error_of("q(X) :- X = - * 1.").rfind("1:13: ambiguous operators", 0) == 0);
  CHECK(error_of("q(X) :- X = \\+ a.") ==
        "1:13: operator priority clash: prefix '\\+' has priority 900 where at most 699 is "
        "allowed (parenthesize it)");
  CHECK(error_of("q(X) :- X = - \\+ a.") == "1:15: expected an operator or '.', found '\\+'");
}

TEST_CASE("unbounded recursion stops at a budget", "[systems][deepproblog][errors]") {
  const program p = parse_program("nat(0). nat(N) :- nat(M), N is M + 1. query(nat(X)).");
  inference_options o;
  o.grounding.max_answers = 1000;
  CHECK_THROWS_AS(run(p, o), deeplog::budget_exceeded);
  CHECK_THROWS_WITH(run(p, o),
                    Catch::Contains("more than 1000 tabled answers") && Catch::Contains("nat/1"));
}
