// The policy for bad label values. Operations never check or clamp: that would cost on the hot
// path. NaN is not a label of any structure: arithmetic operations propagate it as IEEE
// arithmetic does, comparison-based ones (max, min) may drop it. Labels are therefore checked
// where they enter: check_labels throws invalid_label naming the index and the value.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/base/error.hpp"

namespace deeplog {

class invalid_label : public argument_error {
 public:
  invalid_label(std::size_t index, const std::string& what) : argument_error(what), index_(index) {}
  std::size_t index() const { return index_; }

 private:
  std::size_t index_;
};

/// S::name where the structure gives one.
template <class S>
constexpr const char* structure_name() {
  if constexpr (requires {
                  { S::name } -> std::convertible_to<const char*>;
                })
    return S::name;
  return "user-defined structure";
}

/// Throws invalid_label for the first label outside S's carrier set (NaN included).
template <Semiring S>
void check_labels(const S& s, std::span<const value_t<S>> labels, const char* what = "label") {
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (!contains(s, labels[i])) {
      std::ostringstream os;
      os << what << " " << i << " is not a valid " << structure_name<S>() << " label";
      if constexpr (std::is_same_v<value_t<S>, std::uint8_t>) {
        os << ": " << int(labels[i]);
      } else if constexpr (requires(std::ostream & o) { o << labels[i]; }) {
        os << ": " << labels[i];
      }
      throw invalid_label(i, os.str());
    }
  }
}

}  // namespace deeplog
