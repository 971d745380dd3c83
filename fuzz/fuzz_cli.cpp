// libFuzzer target: the deeplog tool's command line, in-process. The input is split into argv
// words at newlines (so words may hold spaces); deeplog::tool::main_with_args runs the command
// dispatch as `deeplog WORD...` would. Runs in a private temporary folder holding small input
// files (a.cnf, a.nnf, a.sdd, a.vtree, a.pl, a.w, a.labels), written afresh for every input; words
// with '/' or ".." are dropped, so the tool reads and writes only there. Any exit status in 0..5
// (ok, input error, usage, time, memory, size/depth budget) is fine; a crash, sanitizer report,
// hang or other status is a bug. stdout and stderr go to /dev/null.
#include <fcntl.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

namespace deeplog::tool {
int main_with_args(std::vector<std::string> args);
}

namespace {

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
  // The tool's output is not checked here: keep the fuzzer's terminal quiet.
  const int null = open("/dev/null", O_WRONLY);
  if (null >= 0) {
    dup2(null, 1);
    if (!std::getenv("DEEPLOG_FUZZ_CLI_STDERR")) dup2(null, 2);
    close(null);
  }
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
  // Bounded work per input: the tool's own budgets (shorter than libFuzzer's -timeout).
  words.push_back("--time-limit");
  words.push_back("3");
  words.push_back("--memory-limit");
  words.push_back("1G");
  reset_files();
  const int rc = deeplog::tool::main_with_args(words);
  if (rc < 0 || rc > 5) std::abort();
  return 0;
}
