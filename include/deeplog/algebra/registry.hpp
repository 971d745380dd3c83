// The built-in structures as one typelist, and what follows from a list of structures: their
// names (each structure's own `S::name`, "log-probability"), a visitor that calls f(S{}) for a
// name chosen at run time, and a loop over the list. Everything that enumerates structures (the
// text syntax's names, the deeplog tool, the learner, the CUDA instantiations, the benchmarks)
// derives from builtin_structures; nothing else lists them.
//
// A user structure joins by being named in a list: `with_builtins<hamacher>` is the built-ins
// followed by hamacher, and visit_structure<with_builtins<hamacher>>("hamacher", f) finds it.
// A structure is nameable when it has `static constexpr const char* name` (its command-line
// name) and, for the text syntax, `symbol` (written `_symbol` after a formula) and optionally
// `aliases` (an array of further symbols).
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "deeplog/algebra/aggregations.hpp"
#include "deeplog/algebra/boolean.hpp"
#include "deeplog/algebra/concepts.hpp"
#include "deeplog/algebra/counting.hpp"
#include "deeplog/algebra/fuzzy.hpp"
#include "deeplog/algebra/probability.hpp"
#include "deeplog/base/error.hpp"

namespace deeplog {

/// A list of types.
template <class... Ts>
struct type_list {
  static constexpr std::size_t size = sizeof...(Ts);
};

namespace detail {
template <class... Ls>
struct concat_lists;
template <>
struct concat_lists<> {
  using type = type_list<>;
};
template <class... A>
struct concat_lists<type_list<A...>> {
  using type = type_list<A...>;
};
template <class... A, class... B, class... Rest>
struct concat_lists<type_list<A...>, type_list<B...>, Rest...> {
  using type = typename concat_lists<type_list<A..., B...>, Rest...>::type;
};

template <class T, class L>
struct index_in;
template <class T, class... Ts>
struct index_in<T, type_list<Ts...>> {
  static constexpr std::size_t value = [] {
    constexpr bool same[] = {std::is_same_v<T, Ts>..., false};
    std::size_t i = 0;
    while (i < sizeof...(Ts) && !same[i]) ++i;
    return i;
  }();
};

template <template <class> class P, class L>
struct filter_list;
template <template <class> class P, class... Ts>
struct filter_list<P, type_list<Ts...>> {
  using type =
      typename concat_lists<std::conditional_t<P<Ts>::value, type_list<Ts>, type_list<>>...>::type;
};
}  // namespace detail

/// The lists' concatenation, in order.
template <class... Ls>
using concat_t = typename detail::concat_lists<Ls...>::type;

/// The position of T in the list L; L::size when T is not in it.
template <class T, class L>
inline constexpr std::size_t index_of = detail::index_in<T, L>::value;

/// The members T of L with P<T>::value, in order.
template <template <class> class P, class L>
using filter_t = typename detail::filter_list<P, L>::type;

namespace detail {
template <class S, class T>
struct rebind_value;
template <template <class> class S, class U, class T>
struct rebind_value<S<U>, T> {
  using type = S<T>;
};
}  // namespace detail

/// S with value type T for a structure template of one parameter: rebind_value_t<godel<double>,
/// float> is godel<float>.
template <class S, class T>
using rebind_value_t = typename detail::rebind_value<S, T>::type;

/// f(std::type_identity<T>{}) for every T of L, in order.
template <class... Ts, class F>
constexpr void for_each_type(type_list<Ts...>, F&& f) {
  (f(std::type_identity<Ts>{}), ...);
}

/// A structure with a command-line name (`S::name`).
template <class S>
concept NamedStructure = Semiring<S> && requires {
  { S::name } -> std::convertible_to<const char*>;
};

/// A structure the text syntax can name (`_symbol`); its labels are real numbers.
template <class S>
concept SymbolicStructure = NamedStructure<S> && requires {
  { S::symbol } -> std::convertible_to<const char*>;
};

/// The built-in structures, in the order of the tool's help and of structure_names. Real-valued
/// ones use double.
using builtin_structures =
    type_list<boolean, counting, probability<double>, log_probability<double>, max_plus<double>,
              min_plus<double>, max_times<double>, godel<double>, lukasiewicz<double>,
              product_tnorm<double>>;

/// The real-valued aggregation operators of the text syntax, besides a structure's own plus and
/// times (sum and prod, which every structure has). p-means with p = 2.
using builtin_aggregations =
    type_list<max_aggregation<double>, min_aggregation<double>, mean_aggregation<double>,
              p_mean<double>, p_mean_error<double>>;

/// The built-ins followed by the user's structures.
template <class... S>
using with_builtins = concat_t<builtin_structures, type_list<S...>>;

/// The command-line names of a list's structures, in order.
template <class... S>
constexpr std::array<std::string_view, sizeof...(S)> names_of(type_list<S...>) {
  static_assert((NamedStructure<S> && ...), "every structure of the list needs S::name");
  return {std::string_view(S::name)...};
}

inline constexpr auto structure_names = names_of(builtin_structures{});

/// The names joined by ", " (for help texts and error messages).
template <class L = builtin_structures>
std::string joined_names(std::string_view separator = ", ") {
  std::string s;
  for (const auto n : names_of(L{})) {
    if (!s.empty()) s += separator;
    s += n;
  }
  return s;
}

/// Thrown by visit_structure for a name not in its list.
class unknown_structure : public argument_error {
 public:
  unknown_structure(std::string_view name, const std::string& known)
      : argument_error("unknown structure '" + std::string(name) + "' (known: " + known + ")") {}
};

namespace detail {
template <class R, class F, class S0, class... S>
R visit_at(std::size_t i, F& f) {
  if constexpr (sizeof...(S) == 0)
    return static_cast<R>(f(S0{}));
  else if (i == 0)
    return static_cast<R>(f(S0{}));
  else
    return visit_at<R, F, S...>(i - 1, f);
}
template <class F, class S0, class... S>
decltype(auto) visit_index(type_list<S0, S...>, std::size_t i, F& f) {
  return visit_at<std::invoke_result_t<F&, S0>, F, S0, S...>(i, f);
}
}  // namespace detail

/// Calls f(S{}) for the i-th structure of L (i < L::size); every call of f must return the
/// same type.
template <class L, class F>
decltype(auto) visit_index(std::size_t i, F&& f) {
  static_assert(L::size > 0, "an empty list has nothing to visit");
  return detail::visit_index(L{}, i, f);
}

/// Calls f(S{}) for the structure of L whose S::name is `name`; every call of f must return the
/// same type. Throws unknown_structure for a name that is not in L.
template <class L = builtin_structures, class F>
decltype(auto) visit_structure(std::string_view name, F&& f) {
  constexpr auto names = names_of(L{});
  std::size_t i = 0;
  while (i < names.size() && names[i] != name) ++i;
  if (i == names.size()) throw unknown_structure(name, joined_names<L>());
  return visit_index<L>(i, f);
}

/// Calls f(name, S{}) for every structure of L, in order.
template <class L = builtin_structures, class F>
void for_each_structure(F&& f) {
  for_each_type(L{}, [&]<class S>(std::type_identity<S>) { f(std::string_view(S::name), S{}); });
}

}  // namespace deeplog
