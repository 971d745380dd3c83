// Labellings (paper, Definitions "Labelling" and "Labelling of reified algebraic atom"): the
// label of a ground atom p(c1..cn)[x]_R comes, in this order, from
//   1. the automatic label x when x's structure is R (alpha(p[x]_R) = x),
//   2. labels given per ground atom ("b(@v)[true]_P" -> 0.7),
//   3. labelling functions of the ground atom (of the assignment that grounded it),
//   4. neural labelling functions: a callable mapping the atom's input tensor to the labels of
//      all values of a Boolean or categorical atom at once, called once per distinct input
//      (label_cache remembers its outputs for one inference call),
// and otherwise evaluation_error names the atom. A categorical predicate (declared, or labelled
// by a categorical network) labels p(.., v, ..)[true]_S with the label of value v and
// p(.., v, ..)[false]_S with one: its atoms are mutually exclusive and exhaustive, so the weight
// of a world is the label of its one true value (groups.hpp states the exactly-one constraint).
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "deeplog/language/syntax.hpp"

namespace deeplog::language {

/// Tensor constants bound at call time: `@img` in a formula or an assignment V -> @img.
using tensor = std::vector<double>;
using tensor_table = std::map<std::string, tensor, std::less<>>;

struct ground_atom {
  std::string predicate;
  std::vector<term> args;     // constants only
  std::optional<term> value;  // the reification value (a truth value), if reified
  structure_id structure = id_of<boolean>();
  std::string text() const { return atom_text(predicate, args, value, structure); }
};

/// A network that labels all values of an atom at once. For a Boolean atom p(T)[X]_R the output
/// has two entries (X = false, X = true); for a categorical atom p(T, C)_R with output_arg = 1
/// it has one entry per value of output_values, in that order.
struct neural_labelling {
  std::size_t input_arg = 0;
  std::optional<std::size_t> output_arg;
  std::vector<term> output_values;
  std::function<std::vector<label>(std::span<const double>)> network;
};

/// The atoms p(.., v, ..) for v in `values` (at argument `output_arg`) are mutually exclusive and
/// exhaustive: exactly one of them holds (the ten classes of a digit classifier).
struct categorical_declaration {
  std::size_t output_arg = 0;
  std::vector<term> values;
  /// The position of the atom's output value among `values`, or values.size() if none.
  std::size_t index_of(const std::vector<term>& args) const {
    if (output_arg >= args.size()) return values.size();
    for (std::size_t i = 0; i < values.size(); ++i)
      if (values[i] == args[output_arg]) return i;
    return values.size();
  }
};

/// A network's outputs for one inference call: (predicate, structure, tensor) -> labels.
struct label_cache {
  std::map<std::tuple<std::string, structure_id, std::string>, std::vector<label>> outputs;
  std::size_t network_calls = 0;
};

class labelling {
 public:
  using function = std::function<label(const ground_atom&)>;
  /// A labelling function of a structure whose labels are not numbers: it returns an any_label
  /// holding the structure's value_t.
  using boxed_function = std::function<any_label(const ground_atom&)>;

  /// Sets the label of a ground atom of a structure whose labels are numbers; label_type_error
  /// for another one (set its label as a value of its label type).
  void set(const ground_atom& a, label v) {
    if (!scalar_labels(a.structure))
      throw label_type_error("label " + label_text(a.structure, v) + " of " + a.text() + ": " +
                             not_real(a.structure));
    given_[a.text()] = v;
  }
  /// Sets the label of a ground atom of a structure whose labels are not numbers, as a value of
  /// its label type (value_t<S>): set(a, top_k<2>::value_type{0.7, 0.2}). label_type_error
  /// where V is not the structure's label type.
  template <class V>
  requires(!std::convertible_to<V, label>) void set(const ground_atom& a, V v) {
    const structure_entry& e = entry(a.structure);
    if (*e.value_type != typeid(V))
      throw label_type_error("label of " + a.text() + ": structure " + std::string(e.name) +
                             (e.scalar ? " has real labels (set a number)"
                                       : " has labels of another type than the one given"));
    given_boxed_.insert_or_assign(a.text(), any_label(std::move(v)));
  }
  /// Sets the label of the ground atom written as text, e.g. set("burglary[true]_P", 0.7), or
  /// set("burglary[true]_K", two_best::value_type{0.7, 0}) for a structure K with such labels.
  template <class V>
  void set(std::string_view atom, V v) {
    set(parse_ground_atom(atom), std::move(v));
  }

 private:
  static ground_atom parse_ground_atom(std::string_view atom) {
    const formula f = parse(atom);
    const formula_node& n = f.node(f.root());
    if (n.op != node_op::atom) throw type_error({}, "'" + std::string(atom) + "' is no atom");
    ground_atom g{n.name, n.args, n.reification, n.structure};
    for (const term& t : g.args)
      if (t.is_variable())
        throw type_error(n.pos, "label of a non-ground atom " + std::string(atom));
    if (g.value && g.value->is_variable())
      throw type_error(n.pos, "label of a non-ground atom " + std::string(atom));
    return g;
  }
  static std::string not_real(structure_id s) {
    return "structure " + std::string(structure_name(s)) +
           " has labels that are not numbers (set a value of its label type)";
  }

 public:
  void define(const std::string& predicate, structure_id s, function f) {
    if (!scalar_labels(s))
      throw label_type_error("labelling function of " + predicate + ": " + not_real(s));
    functions_[{predicate, s}] = std::move(f);
  }
  /// A labelling function of a structure whose labels are not numbers: it returns a box of the
  /// structure's value_t (checked where it is called).
  void define(const std::string& predicate, structure_id s, boxed_function f) {
    if (scalar_labels(s))
      throw label_type_error("labelling function of " + predicate + ": structure " +
                             std::string(structure_name(s)) +
                             " has real labels (define a function returning a number)");
    boxed_functions_[{predicate, s}] = std::move(f);
  }
  /// A neural labelling; one with an output argument also declares p categorical over its
  /// output values.
  void neural(const std::string& predicate, structure_id s, neural_labelling n) {
    if (!scalar_labels(s))
      throw label_type_error("neural labelling of " + predicate + ": " + not_real(s));
    if (n.output_arg) declare_categorical(predicate, s, *n.output_arg, n.output_values);
    neural_[{predicate, s}] = std::move(n);
  }
  /// Declares p categorical in s: exactly one of p(.., v, ..), v in values, holds. The label of
  /// p(.., v, ..)[false]_s is then one, and a formula that aggregates over the reification
  /// variables of all values ranges over the worlds where exactly one is true (groups.hpp).
  void declare_categorical(const std::string& predicate, structure_id s, std::size_t output_arg,
                           std::vector<term> values) {
    if (values.empty())
      throw type_error({}, "categorical predicate " + predicate + " needs at least one value");
    categorical_[{predicate, s}] = {output_arg, std::move(values)};
  }
  const categorical_declaration* categorical(const std::string& predicate, structure_id s) const {
    auto it = categorical_.find({predicate, s});
    return it == categorical_.end() ? nullptr : &it->second;
  }
  /// Declares that the labels of p over the values of its reification variable sum to one
  /// (a distribution): the compiler may then replace sum_x alpha(p[x]_S) by one.
  void declare_distribution(const std::string& predicate, structure_id s) {
    distributions_.insert({predicate, s});
  }
  bool is_distribution(const std::string& predicate, structure_id s) const {
    return distributions_.count({predicate, s}) != 0;
  }

  /// The real label of `a`: its automatic label, a given one, a labelling function's or a
  /// network's, in that order (the file's comment); label_type_error for an atom of a structure
  /// whose labels are not numbers (value() gives those).
  label operator()(const ground_atom& a, const tensor_table& tensors, label_cache& cache) const {
    if (!scalar_labels(a.structure))
      throw label_type_error("the label of " + a.text() + " as a number: " + not_real(a.structure));
    if (a.value && a.value->kind == term_kind::truth && a.value->structure == a.structure)
      return a.value->number;
    if (is_categorical_false(a)) return one_of(a.structure);
    if (!given_.empty()) {
      auto it = given_.find(a.text());
      if (it != given_.end()) return it->second;
    }
    const std::pair<std::string, structure_id> key{a.predicate, a.structure};
    if (auto f = functions_.find(key); f != functions_.end()) return f->second(a);
    if (auto n = neural_.find(key); n != neural_.end())
      return run_neural(a, n->second, tensors, cache);
    throw evaluation_error({}, "no label for ground atom " + a.text());
  }

  /// The label of `a` boxed (an any_label holding value_t of its structure), for every
  /// structure: for one whose labels are not numbers, the label of a false categorical atom
  /// (one), a given label or a boxed labelling function's; for the others the real label.
  any_label value(const ground_atom& a, const tensor_table& tensors, label_cache& cache) const {
    const structure_entry& e = entry(a.structure);
    if (e.scalar) return e.box((*this)(a, tensors, cache));
    if (is_categorical_false(a)) return e.boxed_one();
    if (auto it = given_boxed_.find(a.text()); it != given_boxed_.end()) return it->second;
    if (auto f = boxed_functions_.find({a.predicate, a.structure}); f != boxed_functions_.end()) {
      any_label v = f->second(a);
      if (v.type() != *e.value_type)
        throw label_type_error("the labelling function of " + a.text() +
                               " returned a box of another type than structure " +
                               std::string(e.name) + "'s labels");
      return v;
    }
    throw evaluation_error({}, "no label for ground atom " + a.text());
  }

  /// The label of `a` when it does not depend on tensors or on labels set later: the automatic
  /// label, the one of a false categorical atom, or a labelling function's (labelling functions
  /// are pure functions of the ground atom) when no given label overrides it. The compiler
  /// folds such labels of Boolean atoms (fixed relations such as is/3) into constants.
  std::optional<label> fixed_label(const ground_atom& a) const {
    if (a.value && a.value->kind == term_kind::truth && a.value->structure == a.structure)
      return a.value->number;
    if (is_categorical_false(a)) return one_of(a.structure);
    if (given_.count(a.text())) return std::nullopt;
    if (auto f = functions_.find({a.predicate, a.structure}); f != functions_.end())
      return f->second(a);
    return std::nullopt;
  }

  /// Whether `a` is p(.., v, ..)[false] of a categorical p.
  bool is_categorical_false(const ground_atom& a) const {
    if (!a.value || a.value->kind != term_kind::truth || a.value->number != 0) return false;
    return categorical(a.predicate, a.structure) != nullptr;
  }

 private:
  label run_neural(const ground_atom& a, const neural_labelling& n, const tensor_table& tensors,
                   label_cache& cache) const {
    if (n.input_arg >= a.args.size() || a.args[n.input_arg].kind != term_kind::tensor)
      throw evaluation_error({}, "neural labelling of " + a.text() + ": argument " +
                                     std::to_string(n.input_arg) + " is no tensor constant");
    const std::string& name = a.args[n.input_arg].text;
    auto [it, fresh] = cache.outputs.try_emplace({a.predicate, a.structure, name});
    if (fresh) {
      auto t = tensors.find(name);
      if (t == tensors.end()) throw evaluation_error({}, "tensor @" + name + " is not bound");
      it->second = n.network(t->second);
      ++cache.network_calls;
    }
    std::size_t index = 0;
    if (n.output_arg) {
      if (*n.output_arg >= a.args.size())
        throw evaluation_error({}, "neural labelling of " + a.text() + ": no output argument");
      const term& v = a.args[*n.output_arg];
      index = n.output_values.size();
      for (std::size_t i = 0; i < n.output_values.size(); ++i)
        if (n.output_values[i] == v) index = i;
      if (index == n.output_values.size())
        throw evaluation_error({}, "neural labelling of " + a.text() + ": " + to_string(v) +
                                       " is none of the network's output values");
    } else if (a.value) {
      index = a.value->number != 0 ? 1 : 0;  // Boolean values: false, true
    }
    if (index >= it->second.size())
      throw evaluation_error({}, "neural labelling of " + a.text() + ": the network gave " +
                                     std::to_string(it->second.size()) + " labels");
    return it->second[index];
  }

  std::map<std::string, label, std::less<>> given_;
  std::map<std::string, any_label, std::less<>> given_boxed_;
  std::map<std::pair<std::string, structure_id>, function> functions_;
  std::map<std::pair<std::string, structure_id>, boxed_function> boxed_functions_;
  std::map<std::pair<std::string, structure_id>, neural_labelling> neural_;
  std::set<std::pair<std::string, structure_id>> distributions_;
  std::map<std::pair<std::string, structure_id>, categorical_declaration> categorical_;
};

/// Wraps a network giving P(true) as the Boolean labelling {1 - p, p}.
template <class Net>
neural_labelling boolean_network(Net net, std::size_t input_arg = 0) {
  neural_labelling n;
  n.input_arg = input_arg;
  n.network = [net = std::move(net)](std::span<const double> x) -> std::vector<label> {
    const double p = net(x);
    return {1 - p, p};
  };
  return n;
}

}  // namespace deeplog::language
