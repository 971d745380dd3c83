// libFuzzer target: the deeplog tool's command line, in-process. The input is split into argv
// words at newlines (so words may hold spaces); deeplog::tool::main_with_args runs the command
// dispatch as `deeplog WORD...` would. Runs in a private temporary folder holding small input
// files (a.cnf, a.nnf, a.sdd, a.vtree, a.pl, a.w, a.labels), written afresh for every input;
// words with '/' or ".." are dropped, so the tool reads and writes only there. Each input runs
// under a budget_watch as the tool's main() sets one up (2 s, 1200 MB resident; main_with_args
// itself takes no --time-limit): a command that does not stop within the grace period (4 s, so
// that a loaded machine does not abort in vain) aborts.
// Any exit status in 0..5 (ok, input error, usage, time, memory, size/depth budget) is fine; a
// crash, sanitizer report, hang or other status is a bug. stdout goes to /dev/null and the
// tool's std::cerr to a null buffer (kept when DEEPLOG_FUZZ_CLI_STDERR is set). Since the target
// changes the working folder, give libFuzzer absolute paths (corpus folders, -artifact_prefix), as
// scripts/fuzz.sh and the ctest do.
#include <fcntl.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

#include "deeplog/base/resources.hpp"

namespace deeplog::tool {
int main_with_args(std::vector<std::string> args);
}

namespace {

// Discards what is written to it.
struct null_streambuf : std::streambuf {
  int overflow(int c) override { return traits_type::not_eof(c); }
  std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
} null_buffer;

void write(const char* name, const char* text) { std::ofstream(name, std::ios::binary) << text; }

// A fresh folder content for every input: what a command wrote before is removed and the
// input files are written again (a command may have overwritten one with -o).
std::filesystem::path& home() {
  static std::filesystem::path dir;
  return dir;
}

void reset_files() {
  if (home().empty() || std::filesystem::current_path() != home()) std::abort();
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator(".", ec))
    std::filesystem::remove_all(e.path(), ec);
  write("a.cnf", "p cnf 3 2\nc p weight 1 0.5 0\nc p weight -1 0.5 0\n1 -2 0\n2 3 0\n");
  write("a.nnf", "nnf 5 4 2\nL 1\nL 2\nA 2 0 1\nL -1\nO 1 2 2 3 2\n");
  write("a.vtree", "vtree 3\nL 0 1\nL 2 2\nI 1 0 2\n");
  write("a.sdd", "sdd 5\nL 1 0 1\nL 2 2 2\nL 3 0 -1\nF 4\nD 0 1 2 1 2 3 4\n");
  write("a.pl", "0.5::a. 0.4::b. c :- a, \\+ b. query(c).\n");
  write("a.w", "1 0.25\n-1 0.75\n2 0.5\n");
  write("a.labels", "burglary_P = 0.7\n");
}

void setup() {
  const char* tmp = std::getenv("TMPDIR");
  std::string dir = std::string(tmp && *tmp ? tmp : "/tmp") + "/deeplog_fuzz_cli_XXXXXX";
  if (!mkdtemp(dir.data()) || chdir(dir.c_str()) != 0) std::abort();
  home() = std::filesystem::current_path();
  // The tool's output is not checked here: keep the fuzzer's terminal quiet. Standard output
  // goes to /dev/null; the tool's std::cerr to a null buffer, while the file descriptor 2 stays
  // open for libFuzzer's and the sanitizers' reports.
  const int null = open("/dev/null", O_WRONLY);
  if (null >= 0) {
    dup2(null, 1);
    close(null);
  }
  if (!std::getenv("DEEPLOG_FUZZ_CLI_STDERR")) std::cerr.rdbuf(&null_buffer);
}

// The limit was crossed and the command did not stop by itself within the grace period: a
// loop that does not poll check_budget().
void on_overrun(deeplog::budget_exceeded::resource r) {
  std::fprintf(stderr, "fuzz_cli: the command did not stop at the %s limit\n",
               r == deeplog::budget_exceeded::resource::time ? "time" : "memory");
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bool ready = (setup(), true);
  (void)ready;
  std::vector<std::string> words;
  std::string cur;
  for (std::size_t i = 0; i <= size; ++i) {
    if (i == size || data[i] == '\n') {
      if (cur.find('/') == std::string::npos && cur.find("..") == std::string::npos)
        words.push_back(cur);
      cur.clear();
    } else {
      cur += static_cast<char>(data[i]);
    }
  }
  if (words.size() > 64) return 0;
  reset_files();
  int rc = 0;
  {
    // Bounded work per input (shorter than libFuzzer's -timeout), as the tool's main() does.
    deeplog::budget_watch watch({.seconds = 2, .bytes = std::size_t(1200) << 20}, on_overrun,
                                /*grace_seconds=*/4);
    rc = deeplog::tool::main_with_args(words);
  }
  if (rc < 0 || rc > 5) std::abort();
  return 0;
}
