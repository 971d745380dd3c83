// The deeplog command-line program: `deeplog <command> [args]`. Subcommands live in
// cmd_<name>.cpp and register themselves (commands.hpp). Every command runs under a time and a
// memory limit (--time-limit, --memory-limit) and ends with a documented exit status:
//   0 done, 1 an error in the input (located), 2 usage, 3 time limit, 4 memory limit,
//   5 a size or depth budget (nodes, nesting).
#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <limits>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include <unistd.h>

#include "commands.hpp"
#include "deeplog/base/files.hpp"
#include "deeplog/base/resources.hpp"

namespace deeplog::tool {
namespace {

enum exit_status : int { ok = 0, input = 1, usage = 2, time_limit = 3, memory_limit = 4, size = 5 };

void print_help(std::ostream& os) {
  os << "usage: deeplog <command> [options] [--time-limit S] [--memory-limit SIZE]\n\n"
        "commands:\n";
  for (const auto& [name, c] : registry())
    os << "  " << name << std::string(name.size() < 12 ? 12 - name.size() : 1, ' ') << c.summary
       << "\n";
  os << "\n`deeplog <command> --help` describes one command.\n"
        "--time-limit S: stop after S seconds (default 3600; `none` for no limit)\n"
        "--memory-limit SIZE: stop above SIZE resident memory, e.g. 512M, 4G (default: half of\n"
        "  the machine's memory)\n"
        "exit status: 0 done, 1 input error, 2 usage, 3 time limit, 4 memory limit, 5 size "
        "budget\n";
}

int budget_status(budget_exceeded::resource r) {
  switch (r) {
    case budget_exceeded::resource::time:
      return time_limit;
    case budget_exceeded::resource::memory:
      return memory_limit;
    default:
      return size;
  }
}

}  // namespace

int main_with_args(std::vector<std::string> all) {
  if (all.empty() || all[0] == "--help" || all[0] == "-h" || all[0] == "help") {
    print_help(all.empty() ? std::cerr : std::cout);
    return all.empty() ? usage : ok;
  }
  const auto& reg = registry();
  auto it = reg.find(all[0]);
  if (it == reg.end()) {
    std::cerr << "deeplog: unknown command '" << all[0] << "'\n\n";
    print_help(std::cerr);
    return usage;
  }
  const auto& cmd = it->second;
  const std::string& name = it->first;
  std::vector<std::string> rest(all.begin() + 1, all.end());
  if (std::find(rest.begin(), rest.end(), "--help") != rest.end()) {
    std::cout << "usage: deeplog " << name << " " << cmd.usage << "\n";
    return ok;
  }
  try {
    args a(rest, cmd.flags);
    return cmd.run(a);
  } catch (const usage_error& e) {
    std::cerr << "deeplog " << name << ": " << e.what() << "\nusage: deeplog " << name << " "
              << cmd.usage << "\n";
    return usage;
  } catch (const budget_exceeded& e) {
    std::cerr << "deeplog " << name << ": stopped: " << e.what() << "\n";
    return budget_status(e.which());
  } catch (const std::bad_alloc&) {
    std::cerr << "deeplog " << name << ": stopped: out of memory\n";
    return memory_limit;
  } catch (const std::exception& e) {
    std::cerr << "deeplog " << name << ": error: " << e.what() << "\n";
    return input;
  } catch (...) {
    std::cerr << "deeplog " << name << ": error: unknown exception\n";
    return input;
  }
}

}  // namespace deeplog::tool

namespace {

using deeplog::tool::usage_error;

double parse_seconds(const std::string& v) {
  if (auto s = deeplog::parse_time_limit(v)) return *s;
  throw usage_error("--time-limit expects seconds (or none), got '" + v + "'");
}

std::size_t parse_bytes(const std::string& v) {
  if (auto b = deeplog::parse_memory_limit(v)) return *b;
  throw usage_error("--memory-limit expects a size such as 512M or 4G (at least 1M), got '" + v +
                    "'");
}

// Takes --time-limit / --memory-limit (as `--x V` or `--x=V`) out of the words.
std::optional<std::string> take_option(std::vector<std::string>& words, const std::string& name) {
  std::optional<std::string> value;
  for (std::size_t i = 0; i < words.size();) {
    const std::string& w = words[i];
    if (w == "--" + name) {
      if (i + 1 >= words.size()) throw usage_error("option --" + name + " needs a value");
      value = words[i + 1];
      words.erase(words.begin() + std::ptrdiff_t(i), words.begin() + std::ptrdiff_t(i) + 2);
    } else if (w.rfind("--" + name + "=", 0) == 0) {
      value = w.substr(name.size() + 3);
      words.erase(words.begin() + std::ptrdiff_t(i));
    } else {
      ++i;
    }
  }
  return value;
}

// What the watchdog and the signal handlers report: fixed storage, set before work starts.
char command_name[64] = "deeplog";

void write_stderr(const char* s) {
  const std::size_t n = std::strlen(s);
  if (::write(2, s, n) < 0) return;
}

// Called on the watchdog thread when the work did not stop by itself after a limit was
// crossed (a loop that does not poll): report, clean up, exit with the limit's status.
void on_overrun(deeplog::budget_exceeded::resource r) {
  const bool time = r == deeplog::budget_exceeded::resource::time;
  std::fflush(stdout);
  write_stderr(command_name);
  write_stderr(time ? ": stopped: time limit exceeded (--time-limit)\n"
                    : ": stopped: memory limit exceeded (--memory-limit)\n");
  deeplog::remove_pending_temporaries();
  std::_Exit(time ? 3 : 4);
}

extern "C" void on_signal(int sig) {
  deeplog::remove_pending_temporaries();
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> words(argv + 1, argv + argc);
  deeplog::resource_limits limits;
  limits.bytes = deeplog::physical_bytes() / 2;
  try {
    const auto& reg = deeplog::tool::registry();
    if (!words.empty()) {
      const auto it = reg.find(words[0]);
      if (it != reg.end()) {
        limits.seconds = it->second.default_time_limit;
        std::snprintf(command_name, sizeof command_name, "deeplog %s", it->first.c_str());
      }
    }
    if (auto t = take_option(words, "time-limit")) limits.seconds = parse_seconds(*t);
    if (auto m = take_option(words, "memory-limit")) limits.bytes = parse_bytes(*m);
  } catch (const usage_error& e) {
    std::cerr << "deeplog: " << e.what() << "\n";
    return 2;
  }
  for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGPIPE}) std::signal(sig, on_signal);

  int status = 0;
  {
    deeplog::budget_watch watch(limits, on_overrun);
    status = deeplog::tool::main_with_args(std::move(words));
  }
  // Standard output is a result too: a full disk or a closed pipe is an error, not a success.
  std::cout.flush();
  if (!std::cout || std::fflush(stdout) != 0 || std::ferror(stdout)) {
    const int err = errno;
    std::cerr << command_name << ": error: cannot write the standard output ("
              << (err != 0 ? std::strerror(err) : "I/O error") << ")\n";
    if (status == 0) status = 1;
  }
  return status;
}
