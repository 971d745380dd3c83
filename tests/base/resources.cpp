// Budgets: the watchdog turns a crossed time or memory limit into budget_exceeded at the next
// check_budget(), and calls the overrun handler when the work does not poll.
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstring>
#include <limits>
#include <memory>
#include <thread>
#include <vector>

#include "deeplog/base/resources.hpp"

using deeplog::budget_exceeded;

TEST_CASE("no watch, or a watch without limits, never stops the work", "[base][budget]") {
  CHECK_NOTHROW(deeplog::check_budget());
  deeplog::budget_watch w({});
  for (int i = 0; i < 1000; ++i) CHECK_NOTHROW(deeplog::check_budget());
}

TEST_CASE("a time limit ends a polling loop within 10% of the limit", "[base][budget]") {
  const double limit = 0.5;
  deeplog::budget_watch w({.seconds = limit});
  double stopped = -1;
  try {
    for (;;) deeplog::check_budget();
  } catch (const budget_exceeded& e) {
    stopped = w.elapsed();
    CHECK(e.which() == budget_exceeded::resource::time);
    CHECK_THAT(e.what(), Catch::Contains("time limit of 0.5 s"));
  }
  CHECK(stopped >= limit);
  CHECK(stopped <= 1.1 * limit);
}

TEST_CASE("the watch's end clears the flag for the next one", "[base][budget]") {
  {
    deeplog::budget_watch w({.seconds = 0.01});
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    CHECK_THROWS_AS(deeplog::check_budget(), budget_exceeded);
  }
  CHECK_NOTHROW(deeplog::check_budget());
}

TEST_CASE("a memory limit ends a loop that keeps allocating", "[base][budget]") {
  const std::size_t base = deeplog::resident_bytes();
  if (base == 0) {
    WARN("no resident set size on this system: skipped");
    return;
  }
  const std::size_t limit = base + (std::size_t(64) << 20);
  deeplog::budget_watch w({.bytes = limit});
  std::vector<std::unique_ptr<char[]>> blocks;
  bool stopped = false;
  try {
    for (int i = 0; i < 4096; ++i) {  // at most 4 GiB, in 1 MiB blocks that are touched
      deeplog::check_budget();
      blocks.emplace_back(new char[1 << 20]);
      std::memset(blocks.back().get(), 1, 1 << 20);
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
  } catch (const budget_exceeded& e) {
    stopped = true;
    CHECK(e.which() == budget_exceeded::resource::memory);
  }
  CHECK(stopped);
  // Stopped close to the limit: the watchdog samples every 10 ms.
  CHECK(blocks.size() * (std::size_t(1) << 20) < limit - base + (std::size_t(64) << 20));
}

namespace {
std::atomic<int> overruns{0};
void count_overrun(budget_exceeded::resource r) {
  if (r == budget_exceeded::resource::time) ++overruns;
}
}  // namespace

TEST_CASE("work that does not poll is handed to the overrun handler after the grace period",
          "[base][budget]") {
  overruns = 0;
  {
    deeplog::budget_watch w({.seconds = 0.05}, count_overrun, 0.05);
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(400);
    while (std::chrono::steady_clock::now() < until) {
    }  // no check_budget(): a loop that never polls
  }
  CHECK(overruns == 1);  // once, not on every tick
}

TEST_CASE("limits parse from text", "[base][budget]") {
  CHECK(deeplog::parse_time_limit("2.5") == 2.5);
  CHECK(deeplog::parse_time_limit("none") == std::numeric_limits<double>::infinity());
  CHECK_FALSE(deeplog::parse_time_limit("-1"));
  CHECK_FALSE(deeplog::parse_time_limit("inf s"));
  CHECK_FALSE(deeplog::parse_time_limit("1e999"));
  CHECK(deeplog::parse_memory_limit("512M") == std::size_t(512) << 20);
  CHECK(deeplog::parse_memory_limit("4GiB") == std::size_t(4) << 30);
  CHECK(deeplog::parse_memory_limit("2gb") == std::size_t(2) << 30);
  CHECK(deeplog::parse_memory_limit("100") == std::size_t(100) << 20);
  CHECK(deeplog::parse_memory_limit("none") == std::size_t(0));
  CHECK_FALSE(deeplog::parse_memory_limit("12X"));
  CHECK_FALSE(deeplog::parse_memory_limit("1K"));  // below 1 MiB
  CHECK_FALSE(deeplog::parse_memory_limit("1e30T"));
}
