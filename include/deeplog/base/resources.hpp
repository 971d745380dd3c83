// Resource budgets for the whole library: a time and a memory limit that long-running work
// (grounding, compilation, smoothing, evaluation, readers) polls, so that a blow-up ends in a
// typed error (budget_exceeded) instead of an exhausted machine.
//
//   deeplog::budget_watch watch({.seconds = 60, .bytes = 4 << 30});  // a watchdog thread
//   ... library work: its loops call deeplog::check_budget() ...
//
// The watchdog thread samples the clock and the resident set size; when a limit is crossed it
// raises a flag that check_budget() (one relaxed atomic load) turns into budget_exceeded. Work
// that polls too rarely is stopped from outside: past a grace period the watchdog calls the
// watch's overrun handler (a program prints its message and exits there), so a limit holds
// even where no loop polls. Depends on nothing but the standard library; Linux reads the
// resident set size from /proc/self/statm, elsewhere only the time limit is watched.
#pragma once

#include <atomic>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdio>
#include <limits>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>

#if defined(__unix__)
#include <unistd.h>

#include "deeplog/base/error.hpp"
#endif

namespace deeplog {

/// A limit was reached: time, memory, a size (nodes, terms, edges) or a nesting depth.
class budget_exceeded : public error {
 public:
  enum class resource : unsigned char { time, memory, nodes, depth };
  budget_exceeded(resource r, const std::string& what) : error(what), r_(r) {}
  resource which() const noexcept { return r_; }

 private:
  resource r_;
};

/// The limits a budget_watch enforces; a zero or infinite entry is no limit.
struct resource_limits {
  double seconds = std::numeric_limits<double>::infinity();
  std::size_t bytes = 0;  // resident set size
};

namespace detail {
// 0: within budget; otherwise 1 + the resource that ran out.
inline std::atomic<int> budget_flag{0};
inline std::atomic<double> budget_seconds{0};
inline std::atomic<std::size_t> budget_bytes{0};

[[noreturn]] inline void throw_budget(int flag) {
  char text[96];
  if (flag == 1 + int(budget_exceeded::resource::time)) {
    std::snprintf(text, sizeof text, "time limit of %g s exceeded", budget_seconds.load());
    throw budget_exceeded(budget_exceeded::resource::time, text);
  }
  std::snprintf(text, sizeof text, "memory limit of %zu MiB exceeded", budget_bytes.load() >> 20);
  throw budget_exceeded(budget_exceeded::resource::memory, text);
}
}  // namespace detail

/// Cheap enough for any loop that may run long: one relaxed atomic load. Throws
/// budget_exceeded once the active budget_watch has seen a limit crossed.
inline void check_budget() {
  const int f = detail::budget_flag.load(std::memory_order_relaxed);
  if (f != 0) [[unlikely]]
    detail::throw_budget(f);
}

/// The process's resident set size in bytes (0 where it cannot be read).
inline std::size_t resident_bytes() {
#if defined(__linux__)
  std::FILE* f = std::fopen("/proc/self/statm", "r");
  if (!f) return 0;
  unsigned long long total = 0, resident = 0;
  const int n = std::fscanf(f, "%llu %llu", &total, &resident);
  std::fclose(f);
  if (n != 2) return 0;
  return static_cast<std::size_t>(resident) * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
#else
  return 0;
#endif
}

/// The machine's physical memory in bytes (0 where unknown).
inline std::size_t physical_bytes() {
#if defined(__unix__) && defined(_SC_PHYS_PAGES)
  const long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
  return pages > 0 && size > 0 ? std::size_t(pages) * std::size_t(size) : 0;
#else
  return 0;
#endif
}

/// A time limit as text: seconds (a positive decimal), or none / inf / 0 for no limit
/// (infinity). nullopt when the text is neither.
inline std::optional<double> parse_time_limit(std::string_view v) {
  if (v == "none" || v == "inf" || v == "0") return std::numeric_limits<double>::infinity();
  double s = 0;
  const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), s);
  if (ec != std::errc() || end != v.data() + v.size() || !(s > 0) ||
      !(s < std::numeric_limits<double>::infinity()))
    return std::nullopt;
  return s;
}

/// A memory limit as text: a number with an optional binary unit K, M, G, T (also KB, KiB, ...;
/// a bare number is MiB), at least 1 MiB; none or 0 for no limit (0 bytes). nullopt otherwise.
inline std::optional<std::size_t> parse_memory_limit(std::string_view v) {
  if (v == "none" || v == "0") return std::size_t(0);
  double n = 0;
  const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
  std::string unit(end, v.data() + v.size());
  for (char& c : unit) c = (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c;
  if (unit.size() > 1 && unit.back() == 'B') unit.pop_back();  // 4GB, 4GiB
  if (unit.size() == 2 && unit[1] == 'I') unit.pop_back();
  const double scale = unit.empty() || unit == "M" ? 1048576.0
                       : unit == "K"               ? 1024.0
                       : unit == "G"               ? 1073741824.0
                       : unit == "T"               ? 1099511627776.0
                                                   : 0.0;
  const double bytes = n * scale;
  if (ec != std::errc() || scale == 0 || !(bytes >= 1048576.0) || !(bytes < 1e18))
    return std::nullopt;
  return static_cast<std::size_t>(bytes);
}

/// Watches one set of limits for its lifetime (one watch at a time per process). The watchdog
/// samples every 1/100 of the time limit (at most 10 ms apart, at least 1 ms). Overrun: once a
/// limit is crossed, check_budget() throws; if the work is still running after `grace` more
/// (or memory grows past 1.1 x its limit), `on_overrun(resource)` is called on the watchdog
/// thread. A program passes a handler that reports and exits (std::_Exit); the default does
/// nothing more.
class budget_watch {
 public:
  using overrun_handler = void (*)(budget_exceeded::resource);

  explicit budget_watch(resource_limits l, overrun_handler on_overrun = nullptr,
                        double grace_seconds = -1)
      : limits_(l), on_overrun_(on_overrun) {
    detail::budget_flag.store(0);
    detail::budget_seconds.store(l.seconds);
    detail::budget_bytes.store(l.bytes);
    const bool timed = l.seconds > 0 && l.seconds < std::numeric_limits<double>::infinity();
    if (!timed && l.bytes == 0) return;
    double tick = timed ? l.seconds / 100 : 0.01;
    tick = tick < 0.001 ? 0.001 : (tick > 0.01 ? 0.01 : tick);
    // The cooperative check gets 5% of the time limit (at least 50 ms) before the hard stop; a
    // crossed memory limit gets 0.5 s, and none once memory grows past 1.1 x the limit.
    const double time_grace = grace_seconds >= 0 ? grace_seconds
                              : timed ? (l.seconds * 0.05 < 0.05 ? 0.05 : l.seconds * 0.05)
                                      : 0.0;
    const double memory_grace = grace_seconds >= 0 ? grace_seconds : 0.5;
    thread_ = std::thread([this, tick, time_grace, memory_grace, timed] {
      watch(tick, time_grace, memory_grace, timed);
    });
  }
  budget_watch(const budget_watch&) = delete;
  budget_watch& operator=(const budget_watch&) = delete;
  ~budget_watch() {
    if (thread_.joinable()) {
      {
        std::lock_guard<std::mutex> lock(m_);
        stop_ = true;
      }
      cv_.notify_all();
      thread_.join();
    }
    detail::budget_flag.store(0);
  }

  const resource_limits& limits() const noexcept { return limits_; }
  /// Seconds since the watch started.
  double elapsed() const { return std::chrono::duration<double>(clock::now() - start_).count(); }

 private:
  using clock = std::chrono::steady_clock;

  void watch(double tick, double time_grace, double memory_grace, bool timed) {
    std::unique_lock<std::mutex> lock(m_);
    double crossed_at = -1;
    int which = 0;
    while (!cv_.wait_for(lock, std::chrono::duration<double>(tick), [this] { return stop_; })) {
      const double now = elapsed();
      if (which == 0) {
        if (timed && now > limits_.seconds) {
          which = 1 + int(budget_exceeded::resource::time);
        } else if (limits_.bytes != 0 && resident_bytes() > limits_.bytes) {
          which = 1 + int(budget_exceeded::resource::memory);
        }
        if (which != 0) {
          crossed_at = now;
          detail::budget_flag.store(which);
        }
        continue;
      }
      const bool memory_runaway =
          limits_.bytes != 0 && resident_bytes() > limits_.bytes + limits_.bytes / 10;
      const double grace =
          which == 1 + int(budget_exceeded::resource::time) ? time_grace : memory_grace;
      if ((now - crossed_at > grace || memory_runaway) && on_overrun_ != nullptr) {
        on_overrun_(budget_exceeded::resource(which - 1));
        on_overrun_ = nullptr;
      }
    }
  }

  resource_limits limits_;
  overrun_handler on_overrun_;
  clock::time_point start_ = clock::now();
  std::mutex m_;
  std::condition_variable cv_;
  bool stop_ = false;
  std::thread thread_;
};

}  // namespace deeplog
