// The runtime face of the algebra layer for formulas that come from data (text, grounding):
// every structure of the runtime form (the built-ins, and any the user registers) has an id and
// a symbol used in the text syntax (`_P`, `_B`), and visit_structure() hands the typed structure
// back to generic code (evaluators, compiled circuits). Labels travel in two forms: as double
// (`label`) for the structures whose labels are numbers, the fast path of the reference
// semantics, compilation and inference; and boxed (`any_label`, holding value_t<S>) for every
// structure, so a structure with other labels (top_k lists, pairs, a user's 2-best) has runtime
// formulas too. Transformations and aggregation operators likewise.
#pragma once

#include <algorithm>
#include <any>
#include <array>
#include <atomic>
#include <cmath>
#include <compare>
#include <cstdint>
#include <iterator>
#include <memory>
#include <mutex>
#include <optional>
#include <ranges>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <typeinfo>
#include <vector>

#include "deeplog/algebra.hpp"
#include "deeplog/algebra/registry.hpp"

namespace deeplog::language {

/// Real runtime labels: the labels of every structure whose labels are numbers fit a double
/// (Boolean 0/1, counts below 2^53, probabilities, fuzzy scores, log-probabilities).
using label = double;

/// A boxed label of any runtime structure S: it holds a value_t<S> (a double for probability,
/// std::uint8_t for Boolean, a std::array for top_k). The runtime form's typed path carries
/// labels as this; structure_entry's boxed operations read and write it.
class any_label {
 public:
  any_label() = default;
  template <class V>
  requires(!std::is_same_v<std::remove_cvref_t<V>, any_label>) explicit any_label(V v)
      : box_(std::move(v)) {}
  /// The value where it is a V, else null.
  template <class V>
  const V* get() const {
    return std::any_cast<V>(&box_);
  }
  bool has_value() const { return box_.has_value(); }
  const std::type_info& type() const { return box_.type(); }

 private:
  std::any box_;
};

/// The runtime handle of a structure: an index into the process's structure registry. The
/// built-ins hold their positions in builtin_structures, so id_of<boolean>() is a constant; a
/// user structure gets the next free index when it is first registered (id_of<S>()).
class structure_id {
 public:
  constexpr structure_id() = default;  // boolean
  constexpr explicit structure_id(std::uint16_t index) : index_(index) {}
  constexpr std::uint16_t index() const { return index_; }
  // Written out: nvcc's host pass does not define a defaulted comparison's operator==.
  friend constexpr bool operator==(structure_id a, structure_id b) { return a.index_ == b.index_; }
  friend constexpr auto operator<=>(structure_id a, structure_id b) {
    return a.index_ <=> b.index_;
  }

 private:
  std::uint16_t index_ = 0;
};

/// A structure of the runtime form: nameable in the text syntax (S::name, S::symbol), with labels
/// of any copyable type.
template <class S>
concept RuntimeStructure = SymbolicStructure<S> && std::copy_constructible<value_t<S>>;

/// A runtime structure whose labels are numbers: they travel as double (`label`) as well.
template <class S>
concept RealRuntimeStructure = RuntimeStructure<S> && std::is_arithmetic_v<value_t<S>>;

template <class S>
requires std::is_arithmetic_v<value_t<S>> DEEPLOG_HOST_DEVICE value_t<S> to_value(label x) {
  if constexpr (std::is_same_v<value_t<S>, std::uint8_t>)
    return x != 0 ? 1 : 0;
  else
    return static_cast<value_t<S>>(x);
}

/// out[i] = d G(xs) / d xs[i] for an aggregation G over the values of a runtime structure.
template <class G, class T = label>
void gradient_of(std::span<const label> xs, std::span<label> out) {
  if constexpr (std::is_same_v<T, label>) {
    G{}.gradient(xs, out);
  } else {
    std::vector<T> v(xs.size()), d(xs.size());
    for (std::size_t i = 0; i < xs.size(); ++i) v[i] = static_cast<T>(xs[i]);
    G{}.gradient(std::span<const T>(v), std::span<T>(d));
    for (std::size_t i = 0; i < xs.size(); ++i) out[i] = label(d[i]);
  }
}

/// A label used where its structure's labels are of another type: a real (double) operation on a
/// structure whose labels are not numbers, or a boxed label that holds another type than the
/// structure's value_t.
class label_type_error : public argument_error {
 public:
  using argument_error::argument_error;
};

namespace detail {
/// A label's text for messages and descriptions: numbers as numbers, arrays and other ranges as
/// [a, b, ...], anything else by its structure's name.
template <class V>
std::string value_text(const V& v) {
  if constexpr (std::is_same_v<V, std::uint8_t>) {
    return std::to_string(unsigned(v));
  } else if constexpr (std::is_arithmetic_v<V>) {
    std::ostringstream os;
    os << v;
    return os.str();
  } else if constexpr (std::ranges::forward_range<const V&>) {
    std::string out = "[";
    for (const auto& x : v) out += (out.size() > 1 ? ", " : "") + value_text(x);
    return out + "]";
  } else {
    return "<label>";
  }
}

}  // namespace detail

/// The value_t<S> a boxed label of S holds; label_type_error where it holds another type.
template <class S>
const value_t<S>& label_as(const any_label& a) {
  if (const auto* v = a.get<value_t<S>>()) return *v;
  throw label_type_error(std::string("a label of structure ") + S::name + " holds " +
                         (a.has_value() ? "a value of another type" : "nothing") +
                         " (its labels are " + typeid(value_t<S>).name() + ")");
}

/// What the runtime form knows of a structure: its names, laws and operations on labels, on real
/// labels (the structures whose labels are numbers; the others throw label_type_error there) and
/// on boxed labels (every structure).
struct structure_entry {
  const std::type_info* type = nullptr;
  const std::type_info* value_type = nullptr;  // value_t<S>
  std::string_view name, symbol;
  std::vector<std::string_view> aliases;
  // The aggregations (by name) that are this structure's plus over a domain, its times, and
  // (1/n) times its plus; empty where S declares none (S::plus_aggregation, ...).
  std::string_view plus_aggregation, times_aggregation, scaled_plus_aggregation;
  algebraic_laws laws;
  bool differentiable = false, negation = false, boolean_valued = false, real_valued = false;
  bool scalar = false;  // labels are numbers: the real operations below apply
  // Real labels.
  label (*zero)() = nullptr;
  label (*one)() = nullptr;
  label (*plus)(label, label) = nullptr;
  label (*times)(label, label) = nullptr;
  label (*negate)(label) = nullptr;    // NaN without negation
  label (*d_negate)(label) = nullptr;  // 0 where not differentiable
  bool (*contains)(label) = nullptr;   // false for every number where labels are no numbers
  // d plus_n(xs) / d xs[i] and d times_n(xs) / d xs[i] into out; null where not differentiable.
  void (*plus_gradient)(std::span<const label> xs, std::span<label> out) = nullptr;
  void (*times_gradient)(std::span<const label> xs, std::span<label> out) = nullptr;
  // Boxed labels (any_label holding exactly value_t<S>, whatever type S's operations return):
  // box and unbox convert real labels (throwing unless scalar); the operations throw
  // label_type_error for a box of another type.
  any_label (*box)(label) = nullptr;
  label (*unbox)(const any_label&) = nullptr;
  any_label (*boxed_zero)() = nullptr;
  any_label (*boxed_one)() = nullptr;
  any_label (*boxed_plus)(const any_label&, const any_label&) = nullptr;
  any_label (*boxed_times)(const any_label&, const any_label&) = nullptr;
  any_label (*boxed_negate)(const any_label&) = nullptr;  // argument_error without negation
  bool (*boxed_contains)(const any_label&) = nullptr;     // false for a box of another type
  bool (*boxed_equal)(const any_label&, const any_label&) = nullptr;  // false if not comparable
  std::string (*text)(const any_label&) = nullptr;

  template <RuntimeStructure S>
  static structure_entry of() {
    using V = value_t<S>;
    structure_entry e;
    e.type = &typeid(S);
    e.value_type = &typeid(V);
    e.name = S::name;
    e.symbol = S::symbol;
    if constexpr (requires { std::size(S::aliases); })
      for (const auto a : S::aliases) e.aliases.emplace_back(a);
    if constexpr (requires { std::string_view(S::plus_aggregation); })
      e.plus_aggregation = S::plus_aggregation;
    if constexpr (requires { std::string_view(S::times_aggregation); })
      e.times_aggregation = S::times_aggregation;
    if constexpr (requires { std::string_view(S::scaled_plus_aggregation); })
      e.scaled_plus_aggregation = S::scaled_plus_aggregation;
    e.laws = laws_of<S>;
    e.differentiable = Differentiable<S>;
    e.negation = Algebra<S>;
    e.boolean_valued = std::is_same_v<V, std::uint8_t>;
    e.real_valued = std::is_floating_point_v<V>;
    e.scalar = std::is_arithmetic_v<V>;
    if constexpr (RealRuntimeStructure<S>)
      set_real_operations<S>(e);
    else
      set_non_real_operations<S>(e);
    e.boxed_zero = [] { return any_label(V(S{}.zero())); };
    e.boxed_one = [] { return any_label(V(S{}.one())); };
    e.boxed_plus = [](const any_label& a, const any_label& b) {
      return any_label(V(S{}.plus(label_as<S>(a), label_as<S>(b))));
    };
    e.boxed_times = [](const any_label& a, const any_label& b) {
      return any_label(V(S{}.times(label_as<S>(a), label_as<S>(b))));
    };
    e.boxed_negate = [](const any_label& a) -> any_label {
      if constexpr (Algebra<S>)
        return any_label(V(S{}.negate(label_as<S>(a))));
      else
        throw argument_error(std::string("structure ") + S::name + " has no negation");
    };
    e.boxed_contains = [](const any_label& a) {
      const V* v = a.get<V>();
      return v && deeplog::contains(S{}, *v);
    };
    e.boxed_equal = [](const any_label& a, const any_label& b) {
      if constexpr (std::equality_comparable<V>)
        return bool(label_as<S>(a) == label_as<S>(b));
      else
        return false;
    };
    e.text = [](const any_label& a) { return detail::value_text(label_as<S>(a)); };
    return e;
  }

 private:
  template <RealRuntimeStructure S>
  static void set_real_operations(structure_entry& e) {
    e.zero = [] { return label(S{}.zero()); };
    e.one = [] { return label(S{}.one()); };
    e.plus = [](label a, label b) { return label(S{}.plus(to_value<S>(a), to_value<S>(b))); };
    e.times = [](label a, label b) { return label(S{}.times(to_value<S>(a), to_value<S>(b))); };
    e.negate = [](label a) {
      if constexpr (Algebra<S>)
        return label(S{}.negate(to_value<S>(a)));
      else
        return std::nan("");
    };
    e.d_negate = [](label a) {
      if constexpr (Algebra<S> && requires(S s) { s.d_negate(value_t<S>{}); })
        return label(S{}.d_negate(to_value<S>(a)));
      else
        return label(0);
    };
    e.contains = [](label a) {
      if constexpr (std::is_same_v<value_t<S>, std::uint8_t>)
        return a == 0 || a == 1;
      else
        return deeplog::contains(S{}, to_value<S>(a));
    };
    if constexpr (Differentiable<S>) {
      e.plus_gradient = [](std::span<const label> xs, std::span<label> out) {
        gradient_of<deeplog::plus_aggregation<S>, value_t<S>>(xs, out);
      };
      e.times_gradient = [](std::span<const label> xs, std::span<label> out) {
        gradient_of<deeplog::times_aggregation<S>, value_t<S>>(xs, out);
      };
    }
    e.box = [](label a) { return any_label(to_value<S>(a)); };
    e.unbox = [](const any_label& a) { return label(label_as<S>(a)); };
  }

  // The real operations of a structure whose labels are not numbers: each names the structure
  // and the typed path (the boxed operations).
  template <RuntimeStructure S>
  static void set_non_real_operations(structure_entry& e) {
    e.zero = [] { return not_real<S, label>(); };
    e.one = [] { return not_real<S, label>(); };
    e.plus = [](label, label) { return not_real<S, label>(); };
    e.times = [](label, label) { return not_real<S, label>(); };
    e.negate = [](label) { return not_real<S, label>(); };
    e.d_negate = [](label) { return not_real<S, label>(); };
    e.contains = [](label) { return false; };
    e.box = [](label) { return not_real<S, any_label>(); };
    e.unbox = [](const any_label&) { return not_real<S, label>(); };
  }
  template <class S, class R>
  [[noreturn]] static R not_real() {
    throw label_type_error(std::string("structure ") + S::name +
                           " has labels that are not numbers: they travel boxed (any_label; "
                           "evaluate_reference_value, pipeline::infer_as)");
  }
};

namespace detail {
/// An append-only table of entries behind small ids, the one mechanism behind the structure,
/// transformation and aggregation registries. Readers do not lock (entries are never removed
/// or moved; the size is published after the entry); writers do. An entry has
/// `const std::type_info* type` (null for an entry no type stands for).
template <class Entry, class Id, std::size_t Capacity>
class open_registry {
 public:
  static constexpr std::size_t capacity = Capacity;

  /// The id of the entry of `type` where there is one. Otherwise appends make(), unless
  /// clash(existing, fresh) returns a message (a non-empty string) for some existing entry or
  /// the table is full: argument_error with that message, or with `full_message`.
  template <class Make, class Clash>
  Id add(const std::type_info* type, Make&& make, Clash&& clash, std::string_view what) {
    const std::lock_guard lock(mutex_);
    const std::size_t n = size_.load(std::memory_order_relaxed);
    if (type)
      for (std::size_t i = 0; i < n; ++i)
        if (slots_[i]->type && *slots_[i]->type == *type) return to_id(i);
    auto e = std::make_unique<const Entry>(make());
    for (std::size_t i = 0; i < n; ++i)
      if (std::string why = clash(*slots_[i], *e); !why.empty()) throw argument_error(why);
    if (n == Capacity)
      throw argument_error(std::string(what) + ": the registry is full (" +
                           std::to_string(Capacity) + " entries)");
    slots_[n] = std::move(e);
    size_.store(n + 1, std::memory_order_release);
    return to_id(n);
  }

  /// The entry of `id`; argument_error (naming `what`) for an id that no registration gave.
  const Entry& at(Id id, std::string_view what) const {
    const std::size_t i = index(id);
    if (i >= size())
      throw argument_error(std::string(what) + " " + std::to_string(i) + " is not registered");
    return *slots_[i];
  }

  /// The first id whose entry satisfies `pred`.
  template <class Pred>
  std::optional<Id> find_if(Pred&& pred) const {
    const std::size_t n = size();
    for (std::size_t i = 0; i < n; ++i)
      if (pred(*slots_[i])) return to_id(i);
    return std::nullopt;
  }

  std::size_t size() const { return size_.load(std::memory_order_acquire); }

 private:
  static Id to_id(std::size_t i) {
    if constexpr (std::is_integral_v<Id>)
      return static_cast<Id>(i);
    else
      return Id(static_cast<decltype(Id{}.index())>(i));
  }
  static std::size_t index(Id id) {
    if constexpr (std::is_integral_v<Id>)
      return id;
    else
      return id.index();
  }

  std::mutex mutex_;
  std::array<std::unique_ptr<const Entry>, Capacity> slots_;
  std::atomic<std::size_t> size_{0};
};

/// Whether `e`'s primary name or one of its aliases is `n`.
template <class Entry>
bool answers_to(const Entry& e, std::string_view primary, std::string_view n) {
  return primary == n || std::find(e.aliases.begin(), e.aliases.end(), n) != e.aliases.end();
}
}  // namespace detail

/// The structures of the runtime form: the built-ins, in builtin_structures order, then the
/// user's in the order they are registered. Thread-safe; entries are never removed or moved.
class structure_registry {
 public:
  static constexpr std::size_t capacity = 256;

  static structure_registry& instance() {
    static structure_registry r;
    return r;
  }

  /// The id of S, registering it first where it is new. Throws argument_error where its
  /// symbol (or an alias) is taken by another structure, or the registry is full.
  template <RuntimeStructure S>
  structure_id add() {
    return table_.add(
        &typeid(S), [] { return structure_entry::of<S>(); },
        [](const structure_entry& old, const structure_entry& e) {
          std::vector<std::string_view> claimed{e.symbol};
          claimed.insert(claimed.end(), e.aliases.begin(), e.aliases.end());
          for (const auto sym : claimed)
            if (named(old, sym))
              return "structure " + std::string(e.name) + ": its symbol _" + std::string(sym) +
                     " is taken by structure " + std::string(old.name);
          return std::string();
        },
        "structure " + std::string(S::name));
  }

  /// The entry of `id`; argument_error for an id that no registration gave.
  const structure_entry& at(structure_id id) const { return table_.at(id, "structure id"); }

  /// The structure whose symbol or alias is `symbol`.
  std::optional<structure_id> find(std::string_view symbol) const {
    return table_.find_if([&](const structure_entry& e) { return named(e, symbol); });
  }

  std::size_t size() const { return table_.size(); }

 private:
  structure_registry() {
    for_each_type(builtin_structures{}, [&]<class S>(std::type_identity<S>) { add<S>(); });
  }
  static bool named(const structure_entry& e, std::string_view symbol) {
    return detail::answers_to(e, e.symbol, symbol);
  }

  detail::open_registry<structure_entry, structure_id, capacity> table_;
};

namespace detail {
template <class S>
structure_id registered_id() {
  static const structure_id id = structure_registry::instance().add<S>();
  return id;
}
}  // namespace detail

/// The runtime id of S: a constant for a built-in; a user structure is registered on the first
/// call (so `id_of<hamacher>()` in the user's own file is its registration, after which the
/// text syntax reads `_H` if hamacher::symbol is "H").
template <RuntimeStructure S>
constexpr structure_id id_of() {
  constexpr std::size_t i = index_of<S, builtin_structures>;
  if constexpr (i < builtin_structures::size)
    return structure_id(static_cast<std::uint16_t>(i));
  else
    return detail::registered_id<S>();
}

/// The ids of the built-in structures, in builtin_structures order.
inline constexpr auto builtin_ids = [] {
  std::array<structure_id, builtin_structures::size> ids{};
  for (std::size_t i = 0; i < ids.size(); ++i) ids[i] = structure_id(static_cast<std::uint16_t>(i));
  return ids;
}();

/// Registers S for the text syntax and the runtime form; the same as id_of<S>().
template <RuntimeStructure S>
structure_id register_structure() {
  return id_of<S>();
}

/// The entry of a registered structure.
inline const structure_entry& entry(structure_id id) {
  return structure_registry::instance().at(id);
}

/// f(S{}) for the structure of L behind `id`. Throws argument_error where `id` is registered
/// but not in L (visit with with_builtins<YourStructure...>).
template <class L = builtin_structures, class F>
decltype(auto) visit_structure(structure_id id, F&& f) {
  std::size_t i = 0;
  bool found = false;
  for_each_type(L{}, [&]<class S>(std::type_identity<S>) {
    if (found) return;
    if (id_of<S>() == id)
      found = true;
    else
      ++i;
  });
  if (!found)
    throw argument_error("structure " + std::string(entry(id).name) +
                         " is not in the list of structures visited here; pass a list that "
                         "holds it (with_builtins<...>)");
  return visit_index<L>(i, f);
}

/// The symbol of the text syntax (`B`, `P`, `logP`, `N`, `maxplus`, `minplus`, `maxtimes`,
/// `godel`, `luk`, `product` (alias `F`), and those of the user's registered structures).
inline std::string_view structure_name(structure_id id) { return entry(id).symbol; }
inline std::optional<structure_id> structure_from_name(std::string_view n) {
  return structure_registry::instance().find(n);
}

// ---- dynamic operations (the reference evaluator's; compiled circuits use the typed ones) ----
inline label zero_of(structure_id id) { return entry(id).zero(); }
inline label one_of(structure_id id) { return entry(id).one(); }
inline label plus_in(structure_id id, label a, label b) { return entry(id).plus(a, b); }
inline label times_in(structure_id id, label a, label b) { return entry(id).times(a, b); }
inline bool has_negation(structure_id id) { return entry(id).negation; }
inline label negate_in(structure_id id, label a) { return entry(id).negate(a); }
/// d(negate a)/da; 0 where the structure is not differentiable.
inline label negate_derivative(structure_id id, label a) { return entry(id).d_negate(a); }
inline algebraic_laws laws_of_id(structure_id id) { return entry(id).laws; }
inline bool differentiable(structure_id id) { return entry(id).differentiable; }
inline bool contains_label(structure_id id, label a) { return entry(id).contains(a); }
/// The domain of a reification variable of structure `id`, when it is finite ({false, true}).
inline std::optional<std::vector<label>> finite_domain(structure_id id) {
  if (entry(id).boolean_valued) return std::vector<label>{0, 1};
  return std::nullopt;
}

// ---- the same on boxed labels (every structure; any_label holds value_t of the structure) ----
/// Whether the labels of `id` are numbers (travel as double too).
inline bool scalar_labels(structure_id id) { return entry(id).scalar; }
inline any_label box_label(structure_id id, label a) { return entry(id).box(a); }
inline label unbox_label(structure_id id, const any_label& a) { return entry(id).unbox(a); }
inline any_label boxed_zero_of(structure_id id) { return entry(id).boxed_zero(); }
inline any_label boxed_one_of(structure_id id) { return entry(id).boxed_one(); }
inline any_label plus_in(structure_id id, const any_label& a, const any_label& b) {
  return entry(id).boxed_plus(a, b);
}
inline any_label times_in(structure_id id, const any_label& a, const any_label& b) {
  return entry(id).boxed_times(a, b);
}
inline any_label negate_in(structure_id id, const any_label& a) {
  return entry(id).boxed_negate(a);
}
inline bool contains_label(structure_id id, const any_label& a) {
  return entry(id).boxed_contains(a);
}
/// Whether two boxed labels of `id` are equal (false where its labels have no ==).
inline bool labels_equal(structure_id id, const any_label& a, const any_label& b) {
  return entry(id).boxed_equal(a, b);
}
/// A label's text for messages: real labels as numbers, boxed ones by their structure.
inline std::string label_text(structure_id, label a) { return detail::value_text(a); }
inline std::string label_text(structure_id id, const any_label& a) { return entry(id).text(a); }

// ---- transformations T_{R->S} --------------------------------------------------------------

/// A transformation known to the runtime form: the identity R -> R, iverson B -> S for every S
/// with 0/1 labels' images, and the registered ones (to_log P -> logP and from_log logP -> P
/// built in; the user's by register_transformation<T>()).
struct transformation_info {
  structure_id from, to;
  homomorphism preserves;
  label (*apply_)(label) = nullptr;       // null: identity or iverson
  label (*derivative_)(label) = nullptr;  // null with apply_: not differentiable (NaN)
  const std::type_info* type = nullptr;   // the registered type; null for identity and iverson
  any_label (*apply_boxed_)(const any_label&) = nullptr;  // set with apply_
  label apply(label a) const {
    if (apply_) return apply_(a);
    if (from == to) return a;
    return a != 0 ? one_of(to) : zero_of(to);
  }
  /// The same on boxed labels (every structure).
  any_label apply(const any_label& a) const {
    if (apply_boxed_) return apply_boxed_(a);
    if (from == to) return a;
    return unbox_label(from, a) != 0 ? boxed_one_of(to) : boxed_zero_of(to);
  }
  label derivative(label a) const {
    if (apply_) return derivative_ ? derivative_(a) : std::nan("");
    return from == to ? 1 : 0;
  }
};

namespace detail {
template <Transformation T>
transformation_info transformation_of() {
  using From = typename T::from;
  using To = typename T::to;
  transformation_info t{id_of<From>(), id_of<To>(), T::preserves};
  t.type = &typeid(T);
  t.apply_boxed_ = [](const any_label& a) {
    return any_label(value_t<To>(T{}(label_as<From>(a))));
  };
  if constexpr (RealRuntimeStructure<From> && RealRuntimeStructure<To>) {
    t.apply_ = [](label a) { return label(T{}(to_value<From>(a))); };
    if constexpr (DifferentiableTransformation<T>)
      t.derivative_ = [](label a) { return label(T{}.derivative(to_value<From>(a))); };
  } else {  // labels that are not numbers: the boxed path only
    t.apply_ = [](label) -> label {
      throw label_type_error(std::string("the transformation from ") + From::name + " to " +
                             To::name + " maps labels that are not numbers: they travel boxed");
    };
  }
  return t;
}

class transformation_registry {
 public:
  static transformation_registry& instance() {
    static transformation_registry r;
    return r;
  }
  void add(const transformation_info& t) {
    table_.add(
        t.type, [&] { return t; },
        [](const transformation_info& old, const transformation_info& u) {
          if (old.from != u.from || old.to != u.to) return std::string();
          return "a transformation from " + std::string(entry(u.from).name) + " to " +
                 std::string(entry(u.to).name) + " is registered already";
        },
        "transformation");
  }
  std::optional<transformation_info> find(structure_id from, structure_id to) const {
    const auto i =
        table_.find_if([&](const transformation_info& u) { return u.from == from && u.to == to; });
    if (!i) return std::nullopt;
    return table_.at(*i, "transformation");
  }

 private:
  transformation_registry() {
    add(transformation_of<to_log<double>>());
    add(transformation_of<from_log<double>>());
  }
  open_registry<transformation_info, std::uint16_t, 256> table_;
};
}  // namespace detail

/// Registers T (T::from and T::to runtime structures) for the runtime form: the text syntax's
/// (phi)_S then converts T::from labels to T::to by T. Throws argument_error where another
/// transformation between the two structures is registered.
template <Transformation T>
requires RuntimeStructure<typename T::from> && RuntimeStructure<typename T::to> &&
    std::is_empty_v<T>
void register_transformation() {
  detail::transformation_registry::instance().add(detail::transformation_of<T>());
}

inline std::optional<transformation_info> find_transformation(structure_id from, structure_id to) {
  constexpr homomorphism full{
      .zero = true, .one = true, .times = true, .plus = true, .plus_if_disjoint = true};
  if (from == to) return transformation_info{from, to, full};
  if (auto t = detail::transformation_registry::instance().find(from, to)) return t;
  if (from == id_of<boolean>()) {
    const algebraic_laws l = laws_of_id(to);
    return transformation_info{from, to,
                               homomorphism{.zero = true,
                                            .one = true,
                                            .times = true,
                                            .plus = l.plus_idempotent,
                                            .plus_if_disjoint = true}};
  }
  return std::nullopt;
}

// ---- aggregation operators --------------------------------------------------------------

/// An aggregation operator of the runtime form, an index into the aggregation registry: `sum`
/// and `prod` are the structure's own plus and times (exists/forall in B and the t-norm
/// algebras), then builtin_aggregations (max, min, mean, pmean, pmean_error), then the user's
/// (register_aggregation<G>()).
class aggregator {
 public:
  static const aggregator sum, prod, max, min, mean, pmean, pmean_error;
  constexpr aggregator() = default;  // sum
  constexpr explicit aggregator(std::uint8_t index) : index_(index) {}
  constexpr std::uint8_t index() const { return index_; }
  // Written out: nvcc's host pass does not define a defaulted comparison's operator==.
  friend constexpr bool operator==(aggregator a, aggregator b) { return a.index_ == b.index_; }
  friend constexpr auto operator<=>(aggregator a, aggregator b) { return a.index_ <=> b.index_; }

 private:
  std::uint8_t index_ = 0;
};
inline constexpr aggregator aggregator::sum{0};
inline constexpr aggregator aggregator::prod{1};
inline constexpr aggregator aggregator::max{2};
inline constexpr aggregator aggregator::min{3};
inline constexpr aggregator aggregator::mean{4};
inline constexpr aggregator aggregator::pmean{5};
inline constexpr aggregator aggregator::pmean_error{6};

/// An aggregation over real labels that the runtime form can name: default-constructible,
/// `G::name` for the text syntax.
template <class G>
concept RuntimeAggregation = Aggregation<G, double> && std::default_initializable<G> && requires {
  { G::name } -> std::convertible_to<const char*>;
};

/// What the runtime form knows of an aggregation: its name and its function on real labels.
struct aggregation_entry {
  const std::type_info* type = nullptr;  // null for sum and prod
  std::string_view name;
  std::vector<std::string_view> aliases;
  label (*apply)(std::span<const label>) = nullptr;  // null for sum and prod
  // out[i] = d apply(xs) / d xs[i]; null for sum and prod (the structure's) and where G has no
  // gradient.
  void (*gradient)(std::span<const label> xs, std::span<label> out) = nullptr;

  template <RuntimeAggregation G>
  static aggregation_entry of() {
    aggregation_entry e{
        &typeid(G), G::name, {}, [](std::span<const label> xs) { return label(G{}(xs)); }};
    if constexpr (DifferentiableAggregation<G, double>) e.gradient = &gradient_of<G>;
    return e;
  }
};

namespace detail {
class aggregation_registry {
 public:
  static aggregation_registry& instance() {
    static aggregation_registry r;
    return r;
  }
  template <RuntimeAggregation G>
  aggregator add() {
    return add(&typeid(G), aggregation_entry::of<G>());
  }
  const aggregation_entry& at(aggregator g) const { return table_.at(g, "aggregator"); }
  std::optional<aggregator> find(std::string_view name) const {
    return table_.find_if([&](const aggregation_entry& e) { return answers_to(e, e.name, name); });
  }

 private:
  aggregation_registry() {
    add(nullptr, aggregation_entry{nullptr, "sum", {"exists"}, nullptr});
    add(nullptr, aggregation_entry{nullptr, "prod", {"forall"}, nullptr});
    for_each_type(builtin_aggregations{}, [&]<class G>(std::type_identity<G>) { add<G>(); });
  }
  aggregator add(const std::type_info* type, const aggregation_entry& fresh) {
    return table_.add(
        type, [&] { return fresh; },
        [](const aggregation_entry& old, const aggregation_entry& e) {
          std::vector<std::string_view> claimed{e.name};
          claimed.insert(claimed.end(), e.aliases.begin(), e.aliases.end());
          for (const auto n : claimed)
            if (answers_to(old, old.name, n))
              return "aggregation " + std::string(e.name) + ": the name is taken";
          return std::string();
        },
        "aggregation " + std::string(fresh.name));
  }
  open_registry<aggregation_entry, aggregator, 256> table_;
};

template <class G>
aggregator registered_aggregator() {
  static const aggregator g = aggregation_registry::instance().add<G>();
  return g;
}
}  // namespace detail

/// The runtime id of G: a constant for builtin_aggregations; a user aggregation is registered
/// on the first call, after which the text syntax reads `G::name[X] phi`. Throws
/// argument_error where the name is taken.
template <RuntimeAggregation G>
constexpr aggregator aggregator_of() {
  constexpr std::size_t i = index_of<G, builtin_aggregations>;
  if constexpr (i < builtin_aggregations::size)
    return aggregator(static_cast<std::uint8_t>(2 + i));
  else
    return detail::registered_aggregator<G>();
}

/// Registers G for the text syntax and the runtime form; the same as aggregator_of<G>().
template <RuntimeAggregation G>
aggregator register_aggregation() {
  return aggregator_of<G>();
}

inline std::string_view aggregator_name(aggregator g) {
  return detail::aggregation_registry::instance().at(g).name;
}
inline std::optional<aggregator> aggregator_from_name(std::string_view n) {
  return detail::aggregation_registry::instance().find(n);
}
/// Whether `g` applies to labels of `id` (all but sum and prod need real labels).
inline bool aggregator_applies(aggregator g, structure_id id) {
  return g == aggregator::sum || g == aggregator::prod || entry(id).real_valued;
}
inline label aggregate_in(structure_id id, aggregator g, std::span<const label> xs) {
  if (g == aggregator::sum) {
    label acc = zero_of(id);
    for (label x : xs) acc = plus_in(id, acc, x);
    return acc;
  }
  if (g == aggregator::prod) {
    label acc = one_of(id);
    for (label x : xs) acc = times_in(id, acc, x);
    return acc;
  }
  return detail::aggregation_registry::instance().at(g).apply(xs);
}

/// The same on boxed labels: sum and prod in every structure, the others on real labels.
inline any_label aggregate_in(structure_id id, aggregator g, std::span<const any_label> xs) {
  if (g == aggregator::sum || g == aggregator::prod) {
    any_label acc = g == aggregator::sum ? boxed_zero_of(id) : boxed_one_of(id);
    for (const any_label& x : xs)
      acc = g == aggregator::sum ? plus_in(id, acc, x) : times_in(id, acc, x);
    return acc;
  }
  std::vector<label> real(xs.size());
  for (std::size_t i = 0; i < xs.size(); ++i) real[i] = unbox_label(id, xs[i]);
  return box_label(id, aggregate_in(id, g, real));
}

/// Whether aggregate_gradient_in(id, g, ...) has a derivative to give.
inline bool aggregate_differentiable(structure_id id, aggregator g) {
  if (g == aggregator::sum) return entry(id).plus_gradient != nullptr;
  if (g == aggregator::prod) return entry(id).times_gradient != nullptr;
  return detail::aggregation_registry::instance().at(g).gradient != nullptr;
}

/// out[i] = d aggregate_in(id, g, xs) / d xs[i]. Throws argument_error where g (or, for sum and
/// prod, the structure) has no derivative.
inline void aggregate_gradient_in(structure_id id, aggregator g, std::span<const label> xs,
                                  std::span<label> out) {
  if (xs.size() != out.size()) throw argument_error("aggregation gradient: size mismatch");
  void (*f)(std::span<const label>, std::span<label>) = nullptr;
  if (g == aggregator::sum)
    f = entry(id).plus_gradient;
  else if (g == aggregator::prod)
    f = entry(id).times_gradient;
  else
    f = detail::aggregation_registry::instance().at(g).gradient;
  if (!f)
    throw argument_error("aggregation " + std::string(aggregator_name(g)) + " in " +
                         std::string(entry(id).name) + " has no derivative");
  f(xs, out);
}

}  // namespace deeplog::language
