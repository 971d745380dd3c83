// A small fork-join pool of std::threads for the CPU evaluator: run(n, body) calls body(t, n)
// on n participants (the caller is t = 0) and returns when all are done; inside, barrier()
// separates the layers of a pass. Waiting spins briefly, then sleeps on the atomic (futex), so
// an idle pool costs nothing and a busy machine is not starved by spinning threads.
//
// Why not OpenMP: the evaluator is header-only, and a header whose body changes with _OPENMP
// gives two different definitions of one inline function when translation units mix (an ODR
// violation). std::thread needs no compiler flag; docs/circuit.md compares the two.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <thread>
#include <vector>

#if defined(__x86_64__) || defined(_M_X64) || defined(__i386__)
#include <immintrin.h>
#endif

namespace deeplog::cpu {

namespace detail {
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
  /// or n <= 1, runs body(0, 1) alone: bodies split their work by the n they are given.
  /// Exceptions must not escape body.
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
    // The generation word carries the participant count, so that a worker left out of this run
    // never reads job_, ctx_ or n_ (the next run may be writing them).
    const std::uint32_t g = generation_.load(std::memory_order_relaxed);
    generation_.store(((g >> 8) + 1) << 8 | n, std::memory_order_release);
    generation_.notify_all();
    body(0u, n);
    std::uint32_t d = done_.load(std::memory_order_acquire);
    while (d != n - 1) d = detail::wait_change(done_, d);
    busy_.store(false, std::memory_order_release);
  }

  /// Participants of one run() at most.
  static constexpr unsigned max_threads = 255;

  /// Blocks until all n participants of the current run() have called it.
  void barrier() {
    const unsigned n = n_;
    const std::uint32_t gen = barrier_gen_.load(std::memory_order_acquire);
    if (barrier_count_.fetch_add(1, std::memory_order_acq_rel) + 1 == n) {
      barrier_count_.store(0, std::memory_order_relaxed);
      barrier_gen_.fetch_add(1, std::memory_order_release);
      barrier_gen_.notify_all();
    } else {
      detail::wait_change(barrier_gen_, gen);
    }
  }

  /// Threads started so far (besides the callers).
  std::size_t workers() const { return workers_.size(); }

 private:
  void work(unsigned index, std::uint32_t seen) {
    for (;;) {
      seen = detail::wait_change(generation_, seen);
      if (stop_.load(std::memory_order_acquire)) return;
      if (index < (seen & 0xffu)) {
        job_(ctx_, index, n_);
        done_.fetch_add(1, std::memory_order_acq_rel);
        done_.notify_one();
      }
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
