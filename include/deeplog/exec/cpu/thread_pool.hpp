// A small fork-join pool of std::threads for the CPU evaluator: run(n, body) calls body(t, n)
// on n participants (the caller is t = 0) and returns when all are done; inside, barrier()
// separates the layers of a pass. Waiting spins briefly, then sleeps on the atomic (futex), so
// an idle pool costs nothing and a busy machine is not starved by spinning threads.
//
// Exceptions: a body that throws (a user structure's plus, say) cancels the run. Participants
// waiting in barrier(), or reaching it later, leave their bodies (barrier() throws an internal
// cancellation that run() absorbs), run() waits for every participant to return, and then
// rethrows the first exception thrown; the pool is ready for the next run.
//
// Why not OpenMP: the evaluator is header-only, and a header whose body changes with _OPENMP
// gives two different definitions of one inline function when translation units mix (an ODR
// violation). std::thread needs no compiler flag; docs/circuit.md compares the two.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <thread>
#include <vector>

#if defined(__x86_64__) || defined(_M_X64) || defined(__i386__)
#include <immintrin.h>
#endif

namespace deeplog::cpu {

namespace detail {
// Thrown by barrier() in a cancelled run; never escapes run().
struct run_cancelled {};

inline void cpu_relax() {
#if defined(__x86_64__) || defined(_M_X64) || defined(__i386__)
  _mm_pause();
#elif defined(__aarch64__)
  asm volatile("yield");
#endif
}

// Waits until `a` differs from `old`: spins `spins` times, then sleeps on the atomic.
inline std::uint32_t wait_change(const std::atomic<std::uint32_t>& a, std::uint32_t old,
                                 int spins = 2000) {
  for (int i = 0; i < spins; ++i) {
    const std::uint32_t v = a.load(std::memory_order_acquire);
    if (v != old) return v;
    cpu_relax();
  }
  for (;;) {
    a.wait(old, std::memory_order_acquire);
    const std::uint32_t v = a.load(std::memory_order_acquire);
    if (v != old) return v;
  }
}
}  // namespace detail

class thread_pool {
 public:
  thread_pool() = default;
  thread_pool(const thread_pool&) = delete;
  thread_pool& operator=(const thread_pool&) = delete;
  ~thread_pool() {
    stop_.store(true, std::memory_order_release);
    generation_.fetch_add(1 << 8, std::memory_order_release);
    generation_.notify_all();
    for (auto& t : workers_) t.join();
  }

  /// Calls body(t, n) for t in [0, n), t = 0 on the calling thread, and returns when every call
  /// has returned. If another run() is in progress (another thread, or a body calling run()),
  /// or n <= 1, runs body(0, 1) alone: bodies split their work by the n they are given. If a
  /// body throws, the run is cancelled (see the top of this file) and run() rethrows the first
  /// exception once every participant has returned.
  template <class F>
  void run(unsigned n, F& body) {
    if (n > max_threads) n = max_threads;
    if (n <= 1 || busy_.exchange(true, std::memory_order_acquire)) {
      body(0u, 1u);
      return;
    }
    while (workers_.size() + 1 < n) {
      const unsigned index = static_cast<unsigned>(workers_.size()) + 1;
      const std::uint32_t now = generation_.load(std::memory_order_relaxed);
      workers_.emplace_back([this, index, now] { work(index, now); });
    }
    job_ = [](void* ctx, unsigned t, unsigned m) { (*static_cast<F*>(ctx))(t, m); };
    ctx_ = &body;
    n_ = n;
    done_.store(0, std::memory_order_relaxed);
    barrier_count_.store(0, std::memory_order_relaxed);
    failed_.store(false, std::memory_order_relaxed);
    error_ = nullptr;
    // The generation word carries the participant count, so that a worker left out of this run
    // never reads job_, ctx_ or n_ (the next run may be writing them).
    const std::uint32_t g = generation_.load(std::memory_order_relaxed);
    generation_.store(((g >> 8) + 1) << 8 | n, std::memory_order_release);
    generation_.notify_all();
    guarded([&] { body(0u, n); });
    std::uint32_t d = done_.load(std::memory_order_acquire);
    while (d != n - 1) d = detail::wait_change(done_, d);
    std::exception_ptr e = std::move(error_);
    error_ = nullptr;
    busy_.store(false, std::memory_order_release);
    if (e) std::rethrow_exception(e);
  }

  /// Participants of one run() at most.
  static constexpr unsigned max_threads = 255;

  /// Blocks until all n participants of the current run() have called it. In a cancelled run
  /// it returns at once by unwinding the body (run() absorbs that).
  void barrier() {
    if (failed_.load(std::memory_order_acquire)) throw detail::run_cancelled{};
    const unsigned n = n_;
    const std::uint32_t gen = barrier_gen_.load(std::memory_order_acquire);
    if (barrier_count_.fetch_add(1, std::memory_order_acq_rel) + 1 == n) {
      barrier_count_.store(0, std::memory_order_relaxed);
      barrier_gen_.fetch_add(1, std::memory_order_release);
      barrier_gen_.notify_all();
    } else {
      detail::wait_change(barrier_gen_, gen);
    }
    if (failed_.load(std::memory_order_acquire)) throw detail::run_cancelled{};
  }

  /// Threads started so far (besides the callers).
  std::size_t workers() const { return workers_.size(); }

 private:
  void work(unsigned index, std::uint32_t seen) {
    for (;;) {
      seen = detail::wait_change(generation_, seen);
      if (stop_.load(std::memory_order_acquire)) return;
      if (index < (seen & 0xffu)) {
        guarded([&] { job_(ctx_, index, n_); });
        done_.fetch_add(1, std::memory_order_acq_rel);
        done_.notify_one();
      }
    }
  }

  // Runs one participant's body; an exception cancels the run (the first one is kept), and
  // participants waiting in barrier() are woken to leave.
  template <class G>
  void guarded(G&& g) noexcept {
    try {
      g();
    } catch (const detail::run_cancelled&) {
    } catch (...) {
      if (!failed_.exchange(true, std::memory_order_acq_rel)) error_ = std::current_exception();
      barrier_gen_.fetch_add(1, std::memory_order_release);
      barrier_gen_.notify_all();
    }
  }

  std::atomic<bool> busy_{false};
  std::vector<std::thread> workers_;
  void (*job_)(void*, unsigned, unsigned) = nullptr;
  void* ctx_ = nullptr;
  unsigned n_ = 0;
  std::atomic<std::uint32_t> generation_{0};
  std::atomic<std::uint32_t> done_{0};
  std::atomic<std::uint32_t> barrier_count_{0};
  std::atomic<std::uint32_t> barrier_gen_{0};
  std::atomic<bool> stop_{false};
  std::atomic<bool> failed_{false};  // the current run is cancelled
  std::exception_ptr error_;         // its first exception (written by the first to fail)
};

/// The process-wide pool every evaluator shares (threads start on first use).
inline thread_pool& default_thread_pool() {
  static thread_pool pool;
  return pool;
}

/// Threads the machine offers (at least 1).
inline unsigned hardware_threads() {
  const unsigned h = std::thread::hardware_concurrency();
  return h == 0 ? 1u : h;
}

}  // namespace deeplog::cpu
