// Budgets of the knowledge compilers: a node limit and a time limit turn a blow-up into a
// typed error (budget_exceeded) instead of an exhausted machine. The process-wide limits of
// deeplog/resources.hpp (a budget_watch) are polled by the same checks.
#pragma once

#include <chrono>
#include <cstddef>
#include <limits>
#include <string>

#include "deeplog/resources.hpp"

namespace deeplog::compile {

using deeplog::budget_exceeded;

struct budget {
  std::size_t max_nodes = std::size_t(1) << 24;  // circuit nodes (about 1 GiB of circuit)
  double max_seconds = std::numeric_limits<double>::infinity();
};

namespace detail {

/// Checks a budget; `who` names the compiler in the error.
class budget_guard {
 public:
  budget_guard(const budget& b, const char* who)
      : b_(b), who_(who), start_(std::chrono::steady_clock::now()) {}

  void nodes(std::size_t n) const {
    if (n > b_.max_nodes)
      throw budget_exceeded(budget_exceeded::resource::nodes,
                            std::string(who_) + ": more than " + std::to_string(b_.max_nodes) +
                                " circuit nodes (node budget exceeded)");
  }
  /// Cheap enough to call often: reads the clock every 256th call.
  void time() {
    check_budget();
    if (++calls_ % 256 != 0 || b_.max_seconds == std::numeric_limits<double>::infinity()) return;
    if (seconds() > b_.max_seconds)
      throw budget_exceeded(budget_exceeded::resource::time, std::string(who_) + ": more than " +
                                                                 std::to_string(b_.max_seconds) +
                                                                 " s (time budget exceeded)");
  }
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

 private:
  budget b_;
  const char* who_;
  std::chrono::steady_clock::time_point start_;
  std::size_t calls_ = 0;
};

}  // namespace detail
}  // namespace deeplog::compile
