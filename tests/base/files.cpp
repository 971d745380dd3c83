// Atomic output files: the target holds the old file or the whole new one; write errors throw.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "deeplog/base/files.hpp"

namespace fs = std::filesystem;

namespace {
fs::path fresh_dir(const std::string& name) {
  const fs::path d =
      fs::temp_directory_path() / ("deeplog_files_" + std::to_string(::getpid()) + "_" + name);
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}
std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}
std::size_t entries(const fs::path& d) {
  return std::size_t(std::distance(fs::directory_iterator(d), fs::directory_iterator()));
}
}  // namespace

TEST_CASE("a committed file replaces the target; an uncommitted one leaves it untouched",
          "[base][files]") {
  const fs::path d = fresh_dir("commit");
  const std::string target = (d / "out.txt").string();
  {
    deeplog::atomic_file f(target);
    f.stream() << "first\n";
    CHECK_FALSE(fs::exists(target));  // nothing visible before the commit
    f.commit();
  }
  CHECK(slurp(target) == "first\n");
  {
    deeplog::atomic_file f(target);
    f.stream() << "second, never committed\n";
  }  // an exception or early return: the old file stays
  CHECK(slurp(target) == "first\n");
  CHECK(entries(d) == 1);  // and no temporary is left behind
}

TEST_CASE("files committed together are all written before any is renamed", "[base][files]") {
  const fs::path d = fresh_dir("together");
  deeplog::atomic_file a((d / "c.sdd").string()), b((d / "c.vtree").string());
  a.stream() << "sdd\n";
  b.stream() << "vtree\n";
  deeplog::commit_together({&a, &b});
  CHECK(slurp(d / "c.sdd") == "sdd\n");
  CHECK(slurp(d / "c.vtree") == "vtree\n");
  CHECK(entries(d) == 2);
}

TEST_CASE("a full disk is an error, not a success", "[base][files]") {
  if (!fs::exists("/dev/full")) {
    WARN("no /dev/full: skipped");
    return;
  }
  deeplog::atomic_file f("/dev/full");  // a device: written in place, never renamed over
  for (int i = 0; i < 100000; ++i) f.stream() << "line " << i << "\n";
  CHECK_THROWS_AS(f.commit(), deeplog::file_error);
  CHECK(fs::is_character_file("/dev/full"));
}

TEST_CASE("a directory or a missing folder is not a file to write", "[base][files]") {
  const fs::path d = fresh_dir("errors");
  CHECK_THROWS_AS(deeplog::atomic_file(d.string()), deeplog::file_error);
  CHECK_THROWS_AS(deeplog::atomic_file((d / "no" / "such" / "x").string()), deeplog::file_error);
}

TEST_CASE("concurrent writers each leave a whole file", "[base][files]") {
  const fs::path d = fresh_dir("concurrent");
  const std::string target = (d / "out.txt").string();
  for (int round = 0; round < 5; ++round) {
    std::vector<std::thread> writers;
    for (int w = 0; w < 4; ++w)
      writers.emplace_back([&, w] {
        deeplog::atomic_file f(target);
        for (int i = 0; i < 20000; ++i) f.stream() << w << "\n";
        f.commit();
      });
    for (auto& t : writers) t.join();
    const std::string s = slurp(target);
    REQUIRE(s.size() == 40000);
    for (std::size_t i = 0; i < s.size(); i += 2) REQUIRE(s[i] == s[0]);  // one writer's lines
    CHECK(entries(d) == 1);
  }
}
