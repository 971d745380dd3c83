// The runtime face of the algebra layer for formulas that come from data (text, grounding):
// every built-in scalar structure has an id and a name used in the text syntax (`_P`, `_B`),
// its labels travel as double, and visit_structure() hands the typed structure back to generic
// code (evaluators, compiled circuits). Transformations and aggregation operators likewise.
#pragma once

#include <cmath>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "deeplog/algebra.hpp"

namespace deeplog::language {

/// Runtime labels: every built-in scalar structure's labels fit a double (Boolean 0/1, counts
/// below 2^53, probabilities, fuzzy scores, log-probabilities).
using label = double;

enum class structure_id : std::uint8_t {
  boolean,
  probability,
  log_probability,
  counting,
  max_plus,
  min_plus,
  max_times,
  godel,
  lukasiewicz,
  product
};
inline constexpr structure_id all_structures[] = {
    structure_id::boolean,   structure_id::probability, structure_id::log_probability,
    structure_id::counting,  structure_id::max_plus,    structure_id::min_plus,
    structure_id::max_times, structure_id::godel,       structure_id::lukasiewicz,
    structure_id::product};

/// f(S{}) for the typed structure behind `id`.
template <class F>
decltype(auto) visit_structure(structure_id id, F&& f) {
  switch (id) {
    case structure_id::boolean:
      return f(boolean{});
    case structure_id::probability:
      return f(probability<double>{});
    case structure_id::log_probability:
      return f(log_probability<double>{});
    case structure_id::counting:
      return f(counting{});
    case structure_id::max_plus:
      return f(max_plus<double>{});
    case structure_id::min_plus:
      return f(min_plus<double>{});
    case structure_id::max_times:
      return f(max_times<double>{});
    case structure_id::godel:
      return f(godel<double>{});
    case structure_id::lukasiewicz:
      return f(lukasiewicz<double>{});
    case structure_id::product:
      break;
  }
  return f(product_tnorm<double>{});
}

/// The id of a typed structure (built-ins only; a user-defined structure has no text name).
template <class S>
constexpr std::optional<structure_id> structure_id_of() {
  if constexpr (std::is_same_v<S, boolean>)
    return structure_id::boolean;
  else if constexpr (std::is_same_v<S, probability<double>>)
    return structure_id::probability;
  else if constexpr (std::is_same_v<S, log_probability<double>>)
    return structure_id::log_probability;
  else if constexpr (std::is_same_v<S, counting>)
    return structure_id::counting;
  else if constexpr (std::is_same_v<S, max_plus<double>>)
    return structure_id::max_plus;
  else if constexpr (std::is_same_v<S, min_plus<double>>)
    return structure_id::min_plus;
  else if constexpr (std::is_same_v<S, max_times<double>>)
    return structure_id::max_times;
  else if constexpr (std::is_same_v<S, godel<double>>)
    return structure_id::godel;
  else if constexpr (std::is_same_v<S, lukasiewicz<double>>)
    return structure_id::lukasiewicz;
  else if constexpr (std::is_same_v<S, product_tnorm<double>>)
    return structure_id::product;
  else
    return std::nullopt;
}

/// Text names: `_B`, `_P`, `_logP`, `_N`, `_maxplus`, `_minplus`, `_maxtimes`, `_godel`,
/// `_luk`, `_product` (alias `_F`, the paper's fuzzy structure with the product t-norm).
constexpr std::string_view structure_name(structure_id id) {
  constexpr std::string_view names[] = {"B",       "P",        "logP",  "N",   "maxplus",
                                        "minplus", "maxtimes", "godel", "luk", "product"};
  return names[static_cast<int>(id)];
}
inline std::optional<structure_id> structure_from_name(std::string_view n) {
  for (structure_id id : all_structures)
    if (structure_name(id) == n) return id;
  if (n == "F") return structure_id::product;
  return std::nullopt;
}

template <class S>
DEEPLOG_HOST_DEVICE value_t<S> to_value(label x) {
  if constexpr (std::is_same_v<value_t<S>, std::uint8_t>)
    return x != 0 ? 1 : 0;
  else
    return static_cast<value_t<S>>(x);
}

// ---- dynamic operations (the reference evaluator's; compiled circuits use the typed ones) ----
inline label zero_of(structure_id id) {
  return visit_structure(id, [](auto s) { return label(s.zero()); });
}
inline label one_of(structure_id id) {
  return visit_structure(id, [](auto s) { return label(s.one()); });
}
inline label plus_in(structure_id id, label a, label b) {
  return visit_structure(
      id, [&]<class S>(S s) { return label(s.plus(to_value<S>(a), to_value<S>(b))); });
}
inline label times_in(structure_id id, label a, label b) {
  return visit_structure(
      id, [&]<class S>(S s) { return label(s.times(to_value<S>(a), to_value<S>(b))); });
}
inline bool has_negation(structure_id id) {
  return visit_structure(id, []<class S>(S) { return Algebra<S>; });
}
inline label negate_in(structure_id id, label a) {
  return visit_structure(id, [&]<class S>(S s) -> label {
    if constexpr (Algebra<S>)
      return label(s.negate(to_value<S>(a)));
    else
      return std::nan("");
  });
}
/// d(negate a)/da; 0 where the structure is not differentiable.
inline label negate_derivative(structure_id id, label a) {
  return visit_structure(id, [&]<class S>(S s) -> label {
    if constexpr (Algebra<S> && requires { s.d_negate(value_t<S>{}); })
      return label(s.d_negate(to_value<S>(a)));
    else
      return 0;
  });
}
inline algebraic_laws laws_of_id(structure_id id) {
  return visit_structure(id, []<class S>(S) { return laws_of<S>; });
}
inline bool differentiable(structure_id id) {
  return visit_structure(id, []<class S>(S) { return Differentiable<S>; });
}
inline bool contains_label(structure_id id, label a) {
  return visit_structure(id, [&]<class S>(S s) {
    if constexpr (std::is_same_v<value_t<S>, std::uint8_t>)
      return a == 0 || a == 1;
    else
      return deeplog::contains(s, to_value<S>(a));
  });
}
/// The domain of a reification variable of structure `id`, when it is finite ({false, true}).
inline std::optional<std::vector<label>> finite_domain(structure_id id) {
  if (id == structure_id::boolean) return std::vector<label>{0, 1};
  return std::nullopt;
}

// ---- transformations T_{R->S} --------------------------------------------------------------

/// A transformation known to the runtime form: iverson B -> S (any S), to_log P -> logP,
/// from_log logP -> P, and the identity R -> R.
struct transformation_info {
  structure_id from, to;
  homomorphism preserves;
  label apply(label a) const {
    if (from == to) return a;
    if (from == structure_id::boolean) return a != 0 ? one_of(to) : zero_of(to);
    if (from == structure_id::probability) return std::log(a);
    return std::exp(a);
  }
  label derivative(label a) const {
    if (from == to) return 1;
    if (from == structure_id::boolean) return 0;
    if (from == structure_id::probability) return 1 / a;
    return std::exp(a);
  }
};

inline std::optional<transformation_info> find_transformation(structure_id from, structure_id to) {
  constexpr homomorphism full{
      .zero = true, .one = true, .times = true, .plus = true, .plus_if_disjoint = true};
  if (from == to) return transformation_info{from, to, full};
  if (from == structure_id::boolean) {
    return visit_structure(to, [&]<class S>(S) {
      return transformation_info{from, to, iverson<S>::preserves};
    });
  }
  if ((from == structure_id::probability && to == structure_id::log_probability) ||
      (from == structure_id::log_probability && to == structure_id::probability))
    return transformation_info{from, to, full};
  return std::nullopt;
}

// ---- aggregation operators --------------------------------------------------------------

/// `sum` is the structure's plus-aggregation and `prod` its times-aggregation (exists/forall
/// in B and the t-norm algebras); max, min, mean, pmean, pmean_error are the real-valued ones.
enum class aggregator : std::uint8_t { sum, prod, max, min, mean, pmean, pmean_error };
constexpr std::string_view aggregator_name(aggregator g) {
  constexpr std::string_view names[] = {"sum",  "prod",  "max",        "min",
                                        "mean", "pmean", "pmean_error"};
  return names[static_cast<int>(g)];
}
inline std::optional<aggregator> aggregator_from_name(std::string_view n) {
  for (int i = 0; i <= static_cast<int>(aggregator::pmean_error); ++i)
    if (aggregator_name(static_cast<aggregator>(i)) == n) return static_cast<aggregator>(i);
  if (n == "exists") return aggregator::sum;
  if (n == "forall") return aggregator::prod;
  return std::nullopt;
}
/// Whether `g` applies to labels of `id` (the real-valued ones need real labels).
inline bool aggregator_applies(aggregator g, structure_id id) {
  if (g == aggregator::sum || g == aggregator::prod) return true;
  return id != structure_id::boolean && id != structure_id::counting;
}
inline label aggregate_in(structure_id id, aggregator g, std::span<const label> xs) {
  switch (g) {
    case aggregator::sum: {
      label acc = zero_of(id);
      for (label x : xs) acc = plus_in(id, acc, x);
      return acc;
    }
    case aggregator::prod: {
      label acc = one_of(id);
      for (label x : xs) acc = times_in(id, acc, x);
      return acc;
    }
    case aggregator::max:
      return max_aggregation<double>{}(xs);
    case aggregator::min:
      return min_aggregation<double>{}(xs);
    case aggregator::mean:
      return mean_aggregation<double>{}(xs);
    case aggregator::pmean:
      return p_mean<double>{}(xs);
    case aggregator::pmean_error:
      break;
  }
  return p_mean_error<double>{}(xs);
}

}  // namespace deeplog::language
