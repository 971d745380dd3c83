// Budgets of the knowledge compilers: a node limit and a time limit turn a blow-up into a
// typed error (budget_exceeded) instead of an exhausted machine. The process-wide limits of
// deeplog/resources.hpp (a budget_watch) are polled by the same checks.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>

#include "deeplog/base/resources.hpp"

namespace deeplog::compile {

using deeplog::budget_exceeded;

struct budget {
  std::size_t max_nodes = std::size_t(1) << 24;  // circuit nodes (about 1 GiB of circuit)
  double max_seconds = std::numeric_limits<double>::infinity();
  /// Where max_seconds counts from; empty: from the guard's construction (the compiler's
  /// start). Set where one step of a compilation starts over after another.
  std::optional<std::chrono::steady_clock::time_point> since{};
};

/// Checks a budget (the compilers and `deeplog count` use it); `who` names the compiler in the
/// error.
class budget_guard {
 public:
  budget_guard(const budget& b, const char* who)
      : b_(b), who_(who), start_(b.since.value_or(std::chrono::steady_clock::now())) {}
  /// A guard whose time limit counts from `start` (a command's start: what came before this
  /// step spent part of the limit).
  budget_guard(const budget& b, const char* who, std::chrono::steady_clock::time_point start)
      : b_(b), who_(who), start_(start) {}

  void nodes(std::size_t n) const {
    if (n > b_.max_nodes)
      throw budget_exceeded(budget_exceeded::resource::nodes,
                            std::string(who_) + ": more than " + std::to_string(b_.max_nodes) +
                                " circuit nodes (node budget exceeded)");
  }
  /// Cheap enough to call often: reads the clock every 16th call (a clock read is tens of
  /// nanoseconds; the callers do far more between two calls), so a limit holds within 10%.
  void time() {
    check_budget();
    if (++calls_ % 16 != 0 || b_.max_seconds == std::numeric_limits<double>::infinity()) return;
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

/// Bounds a recursion by the stack it really uses (frames differ between builds: sanitizers
/// make them several times larger): mark() at the entry, check() at each level throws
/// budget_exceeded(resource::depth) past `max_bytes` (default 4 MiB, half the usual 8 MiB).
class stack_guard {
 public:
  explicit stack_guard(std::size_t max_bytes = std::size_t(4) << 20) : max_(max_bytes) {}
  void mark() { base_ = here(); }
  void check(const char* who, std::size_t level) const {
    const std::uintptr_t h = here();
    if (base_ > h && base_ - h > max_)
      throw budget_exceeded(budget_exceeded::resource::depth,
                            std::string(who) + ": recursion " + std::to_string(level) +
                                " levels deep used more than " + std::to_string(max_ >> 20) +
                                " MiB of stack (depth budget exceeded)");
  }

 private:
  static std::uintptr_t here() {
    return reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
  }
  std::size_t max_;
  std::uintptr_t base_ = 0;
};

}  // namespace deeplog::compile
