// The deeplog command-line program: `deeplog <command> [args]`. Subcommands live in
// cmd_<name>.cpp and register themselves (commands.hpp).
#include <algorithm>
#include <cctype>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "commands.hpp"

namespace {

void print_help(std::ostream& os) {
  os << "usage: deeplog <command> [options]\n\ncommands:\n";
  for (const auto& [name, c] : deeplog::tool::registry())
    os << "  " << name << std::string(name.size() < 12 ? 12 - name.size() : 1, ' ') << c.summary
       << "\n";
  os << "\n`deeplog <command> --help` describes one command.\n";
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> all(argv + 1, argv + argc);
  if (all.empty() || all[0] == "--help" || all[0] == "-h" || all[0] == "help") {
    print_help(all.empty() ? std::cerr : std::cout);
    return all.empty() ? 2 : 0;
  }
  const auto& reg = deeplog::tool::registry();
  auto it = reg.find(all[0]);
  if (it == reg.end()) {
    std::cerr << "deeplog: unknown command '" << all[0] << "'\n\n";
    print_help(std::cerr);
    return 2;
  }
  const auto& cmd = it->second;
  std::vector<std::string> rest(all.begin() + 1, all.end());
  if (std::find(rest.begin(), rest.end(), "--help") != rest.end()) {
    std::cout << "usage: deeplog " << it->first << " " << cmd.usage << "\n";
    return 0;
  }
  try {
    deeplog::tool::args a(rest, cmd.flags);
    return cmd.run(a);
  } catch (const deeplog::tool::usage_error& e) {
    std::cerr << "deeplog " << it->first << ": " << e.what() << "\nusage: deeplog " << it->first
              << " " << cmd.usage << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "deeplog " << it->first << ": error: " << e.what() << "\n";
    return 1;
  }
}
