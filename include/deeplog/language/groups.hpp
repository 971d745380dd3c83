// Categorical groups of a formula: the reified atoms p(.., v, ..)[X_v] of a categorical predicate
// p (labelling.hpp), one reification variable per value v. When the formula aggregates over
// those variables it ranges over the worlds in which exactly one X_v is true: the values are
// mutually exclusive and exhaustive (the categorical semantics), never independent Bernoullis.
// The reference evaluator and the compiler's grounding skip the values that break the
// constraint (`excluded`); the compiler's knowledge compilation states it as a native
// exactly-one group. Groups are found syntactically: atoms with the same predicate and the same
// other arguments (as written) share a group.
#pragma once

#include <algorithm>
#include <functional>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "deeplog/language/labelling.hpp"

namespace deeplog::language {

/// A variable assignment sigma: variable -> constant (a symbol, integer, tensor or truth value).
using assignment = std::map<std::string, term, std::less<>>;

struct categorical_group {
  std::string family;                // p(t1,..,_,..,tn): the atoms with the value as _
  std::vector<std::string> members;  // the reification variable of each value, value order
  bool constrained = false;          // the formula aggregates over the members
};

class categorical_groups {
 public:
  categorical_groups() = default;

  /// Finds the groups of phi under alpha's categorical declarations; throws type_error for a
  /// reified categorical atom whose value is no constant of the declaration, two variables for
  /// one value, or a group the formula aggregates over in part, with another aggregator than
  /// sum, or in aggregations that are not nested one inside the other.
  categorical_groups(const formula& phi, const labelling& alpha) {
    std::map<std::string, std::vector<node_ref>, std::less<>> aggregations;
    for (node_ref r = 0; r < phi.size(); ++r)
      if (phi.node(r).op == node_op::aggregate) aggregations[phi.node(r).name].push_back(r);
    std::map<std::string, std::size_t> family_index;
    for (node_ref r = 0; r < phi.size(); ++r) {
      const formula_node& n = phi.node(r);
      if (n.op != node_op::atom || !n.reification || !n.reification->is_variable()) continue;
      const categorical_declaration* cat = alpha.categorical(n.name, n.structure);
      if (!cat) continue;
      const std::string& x = n.reification->text;
      // A reified categorical atom that no aggregation ranges over is only labelled.
      if (!aggregations.count(x)) continue;
      if (n.reification->structure != id_of<boolean>())
        throw type_error(n.pos, "the reification variable " + x + " of categorical atom " + n.name +
                                    " must be Boolean");
      if (cat->output_arg >= n.args.size() || n.args[cat->output_arg].is_variable())
        throw type_error(n.pos, "reified categorical atom " + n.name + ": argument " +
                                    std::to_string(cat->output_arg) +
                                    " must be one of its values (one reification variable per "
                                    "value), or aggregate over the value with the simple atom");
      const std::size_t v = cat->index_of(n.args);
      if (v == cat->values.size())
        throw type_error(n.pos, to_string(n.args[cat->output_arg]) +
                                    " is no value of categorical predicate " + n.name);
      std::string family = n.name + "(";
      for (std::size_t i = 0; i < n.args.size(); ++i)
        family += (i ? "," : "") + (i == cat->output_arg ? "_" : to_string(n.args[i]));
      family += ")";
      auto [it, fresh] = family_index.try_emplace(family, groups_.size());
      if (fresh) groups_.push_back({family, std::vector<std::string>(cat->values.size()), false});
      categorical_group& g = groups_[it->second];
      if (v >= g.members.size())
        throw type_error(n.pos, "categorical predicate " + n.name + " has two declarations");
      if (!g.members[v].empty() && g.members[v] != x)
        throw type_error(n.pos, "two reification variables (" + g.members[v] + ", " + x +
                                    ") for one value of " + family);
      g.members[v] = x;
      auto [m, first] = member_of_.try_emplace(x, it->second, v);
      if (!first && (m->second.first != it->second || m->second.second != v))
        throw type_error(n.pos, "reification variable " + x + " stands for two categorical atoms");
    }
    for (std::size_t gi = 0; gi < groups_.size(); ++gi) {
      categorical_group& g = groups_[gi];
      std::vector<node_ref> aggs;
      for (const std::string& x : g.members)
        if (auto it = aggregations.find(x); !x.empty() && it != aggregations.end())
          aggs.insert(aggs.end(), it->second.begin(), it->second.end());
      const source_position at = phi.node(aggs.front()).pos;
      for (std::size_t v = 0; v < g.members.size(); ++v)
        if (g.members[v].empty())
          throw type_error(at, "the formula aggregates over part of the categorical group " +
                                   g.family + ": value " + std::to_string(v) +
                                   " has no reified atom whose variable it aggregates over");
      if (aggs.size() != g.members.size())
        throw type_error(at, "a reification variable of " + g.family + " is aggregated twice");
      for (node_ref a : aggs)
        if (phi.node(a).agg != aggregator::sum)
          throw type_error(phi.node(a).pos, "the reification variables of categorical group " +
                                                g.family + " are aggregated by sum only");
      std::sort(aggs.rbegin(), aggs.rend());  // operands precede users: outermost first
      for (std::size_t i = 0; i + 1 < aggs.size(); ++i)
        if (!reaches(phi, aggs[i], aggs[i + 1]))
          throw type_error(phi.node(aggs[i + 1]).pos, "the aggregations over categorical group " +
                                                          g.family +
                                                          " must be nested one inside the other");
      g.constrained = true;
      for (const std::string& x : g.members) constrained_of_[x].push_back(gi);
    }
  }

  std::span<const categorical_group> groups() const { return groups_; }
  bool any_constrained() const { return !constrained_of_.empty(); }

  /// The constrained groups that reification variable x is a member of (at most one).
  std::span<const std::size_t> of(std::string_view x) const {
    auto it = constrained_of_.find(x);
    if (it == constrained_of_.end()) return {};
    return it->second;
  }

  /// After binding x in env: whether the bound members of x's group rule out every world
  /// (two are true, or all are bound and none is).
  bool excluded(std::string_view x, const assignment& env) const {
    for (std::size_t gi : of(x)) {
      std::size_t on = 0, unbound = 0;
      for (const std::string& m : groups_[gi].members) {
        auto it = env.find(m);
        if (it == env.end())
          ++unbound;
        else
          on += it->second.number != 0;
      }
      if (on > 1 || (unbound == 0 && on == 0)) return true;
    }
    return false;
  }

 private:
  static bool reaches(const formula& phi, node_ref from, node_ref to) {
    if (from == to) return true;
    for (node_ref k : phi.node(from).kids)
      if (k >= to && reaches(phi, k, to)) return true;
    return false;
  }

  std::vector<categorical_group> groups_;
  std::map<std::string, std::pair<std::size_t, std::size_t>, std::less<>> member_of_;
  std::map<std::string, std::vector<std::size_t>, std::less<>> constrained_of_;
};

}  // namespace deeplog::language
