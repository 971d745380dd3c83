// circuit/properties.hpp: check_dnnf against the definitions (each node's variables as a set,
// every pair of a times node's children disjoint, every two of a plus node's children equal)
// on small random circuits, and on hand-made ones.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <set>
#include <vector>

#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/properties.hpp"
#include "random_circuit.hpp"

using namespace deeplog;

namespace {

// The first node violating the definitions, by the definitions: variables of a node as a set
// (nullopt: the constant zero, or an operation over zeros that is zero).
std::optional<dnnf_violation_kind> first_violation(const circuit& c, bool smooth, node_id& at) {
  std::vector<std::optional<std::set<std::uint32_t>>> vars(c.size());
  for (node_id n = 0; n < c.size(); ++n) {
    const auto kids = c.children(n);
    switch (c.kind(n)) {
      case node_kind::zero:
        break;
      case node_kind::one:
        vars[n] = std::set<std::uint32_t>{};
        break;
      case node_kind::input:
        vars[n] = std::set<std::uint32_t>{input_variable(c.input(n))};
        break;
      case node_kind::times: {
        std::set<std::uint32_t> all;
        bool zero = false;
        for (std::size_t i = 0; i < kids.size(); ++i) {
          if (!vars[kids[i]]) {
            zero = true;
            continue;
          }
          for (std::size_t j = i + 1; j < kids.size(); ++j)
            if (vars[kids[j]])
              for (std::uint32_t v : *vars[kids[i]])
                if (vars[kids[j]]->count(v)) {
                  at = n;
                  return dnnf_violation_kind::not_decomposable;
                }
          all.insert(vars[kids[i]]->begin(), vars[kids[i]]->end());
        }
        if (!zero) vars[n] = all;
        break;
      }
      case node_kind::plus: {
        std::optional<std::set<std::uint32_t>> all;
        for (node_id k : kids) {
          if (!vars[k]) continue;
          if (all && smooth && *all != *vars[k]) {
            at = n;
            return dnnf_violation_kind::not_smooth;
          }
          if (!all) all = std::set<std::uint32_t>{};
          all->insert(vars[k]->begin(), vars[k]->end());
        }
        vars[n] = all;
        break;
      }
    }
  }
  return std::nullopt;
}

}  // namespace

TEST_CASE("check_dnnf on hand-made circuits", "[circuit][properties]") {
  circuit_builder cb(6);
  const node_id x = cb.literal(0, false), nx = cb.literal(0, true), y = cb.literal(1, false),
                ny = cb.literal(1, true), z = cb.literal(2, false);
  // (x y + ~x ~y) z: decomposable and smooth.
  const node_id good = cb.times({cb.plus({cb.times({x, y}), cb.times({nx, ny})}), z});
  cb.add_root(good);
  const circuit c_good = cb.build();
  CHECK_FALSE(check_dnnf(c_good));

  // x (~x + y): x below both children of the times node.
  circuit_builder b2(6);
  b2.add_root(
      b2.times({b2.literal(0, false), b2.plus({b2.literal(0, true), b2.literal(1, false)})}));
  const circuit c_shared = b2.build();
  const auto v = check_dnnf(c_shared, {.smooth = false});
  REQUIRE(v);
  CHECK(v->kind == dnnf_violation_kind::not_decomposable);
  CHECK(v->variable == 0);
  CHECK(c_shared.kind(v->node) == node_kind::times);
  CHECK(v->message().find("not decomposable (variable 0)") != std::string::npos);

  // x y + ~x: y below one child only.
  circuit_builder b3(6);
  b3.add_root(
      b3.plus({b3.times({b3.literal(0, false), b3.literal(1, false)}), b3.literal(0, true)}));
  const circuit c_rough = b3.build();
  const auto r = check_dnnf(c_rough);
  REQUIRE(r);
  CHECK(r->kind == dnnf_violation_kind::not_smooth);
  CHECK(r->variable == 1);
  CHECK_FALSE(check_dnnf(c_rough, {.smooth = false}));  // decomposable all the same

  // Zero mixes with anything in a plus node; a product with zero is zero. One has no variable.
  circuit_builder b4(6);
  b4.add_root(b4.plus({b4.zero(), b4.times({b4.literal(0, false), b4.one()})}));
  CHECK_FALSE(check_dnnf(b4.build()));

  // Inputs that are not the literal convention: inputs 0 and 1 both variable 7.
  circuit_builder b5(2);
  b5.add_root(b5.times({b5.input(0), b5.input(1)}));
  const std::uint32_t same[] = {7, 7}, distinct[] = {7, 8};
  const circuit c5 = b5.build();
  REQUIRE(check_dnnf(c5, {.input_variables = same}));
  CHECK(check_dnnf(c5, {.input_variables = same})->variable == 7);
  CHECK_FALSE(check_dnnf(c5, {.input_variables = distinct}));

  // Memory is bounded: x0 (x79 + x1 (x79 + x2 (...))) interns sets of 2, 3, ... variables.
  circuit_builder b6(160);
  node_id chain = b6.literal(39, false);
  for (std::uint32_t var = 39; var-- > 0;)
    chain = b6.times({b6.literal(var, false), b6.plus({b6.literal(79, false), chain})});
  b6.add_root(chain);
  const circuit c6 = b6.build();
  CHECK_FALSE(check_dnnf(c6, {.smooth = false}));
  CHECK_THROWS_AS(check_dnnf(c6, {.smooth = false, .max_set_entries = 500}), circuit_error);
}

TEST_CASE("check_dnnf finds the first node the definitions reject, on random circuits",
          "[circuit][properties]") {
  std::size_t clean = 0, dirty = 0;
  for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
    test::shape sh;
    sh.inputs = 8;
    sh.operations = 2 + seed % 7;
    sh.max_fanin = 3;
    sh.roots = 1;
    const circuit c = test::layered(test::random_proto(seed, sh));
    for (const bool smooth : {false, true}) {
      node_id at = 0;
      const auto expected = first_violation(c, smooth, at);
      const auto got = check_dnnf(c, {.smooth = smooth});
      CAPTURE(seed, smooth);
      REQUIRE(got.has_value() == expected.has_value());
      if (!got) {
        ++clean;
        continue;
      }
      ++dirty;
      CHECK(got->kind == *expected);
      CHECK(got->node == at);
    }
  }
  CHECK(clean > 500);  // both verdicts occur often
  CHECK(dirty > 500);
}
