// The deeplog tool's subcommand registry. Each cmd_<name>.cpp registers a `command` (its
// summary, usage, flags and run function) with a static `registration` object; main()
// dispatches on the first argument (deeplog.cpp: main_with_args).
#pragma once

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace deeplog::tool {

/// A usage error: printed with the subcommand's help, exit code 2.
class usage_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The whole of `s` as a double (from_chars: no locale, no leading spaces or '+'); nullopt
/// when it is not a number, is out of range or is NaN: "5abc" is never 5. The real-valued
/// options (--timeout, --probfuzzy-log-sigma) and the formula constants read with it.
inline std::optional<double> parse_double(const std::string& s) {
  double v = 0;
  const char* b = s.data();
  const char* e = b + s.size();
  const auto [p, ec] = std::from_chars(b, e, v);
  if (ec != std::errc{} || p != e || std::isnan(v)) return std::nullopt;
  return v;
}

/// Parsed arguments: positional ones in order, and --name value / --flag options.
class args {
 public:
  args(std::vector<std::string> argv, const std::vector<std::string>& flags) {
    for (std::size_t i = 0; i < argv.size(); ++i) {
      const std::string& a = argv[i];
      if (a.size() > 1 && a[0] == '-' && !(a.size() > 1 && (std::isdigit(a[1]) || a[1] == '.'))) {
        std::string name = a.substr(a.find_first_not_of('-'));
        const auto eq = name.find('=');
        if (eq != std::string::npos) {
          options_[name.substr(0, eq)] = name.substr(eq + 1);
        } else if (std::find(flags.begin(), flags.end(), name) != flags.end()) {
          options_[name] = "";
        } else {
          if (i + 1 >= argv.size()) throw usage_error("option --" + name + " needs a value");
          options_[name] = argv[++i];
        }
      } else {
        positional_.push_back(a);
      }
    }
  }
  const std::vector<std::string>& positional() const { return positional_; }
  bool has(const std::string& name) const { return options_.count(name) != 0; }
  std::optional<std::string> get(const std::string& name) const {
    auto it = options_.find(name);
    if (it == options_.end()) return std::nullopt;
    return it->second;
  }
  std::string get_or(const std::string& name, const std::string& fallback) const {
    return get(name).value_or(fallback);
  }
  long long get_int(const std::string& name, long long fallback) const {
    auto v = get(name);
    if (!v) return fallback;
    try {
      std::size_t used = 0;
      const long long r = std::stoll(*v, &used);
      if (used != v->size()) throw std::invalid_argument(*v);
      return r;
    } catch (const std::exception&) {
      throw usage_error("option --" + name + " expects an integer, got '" + *v + "'");
    }
  }
  /// Throws usage_error for options not in `known`.
  void only(const std::vector<std::string>& known) const {
    for (const auto& [k, v] : options_)
      if (std::find(known.begin(), known.end(), k) == known.end())
        throw usage_error("unknown option --" + k);
  }

 private:
  std::vector<std::string> positional_;
  std::map<std::string, std::string> options_;
};

struct command {
  std::string summary;
  std::string usage;
  std::vector<std::string> flags;  // options that take no value
  std::function<int(const args&)> run;
  // --time-limit when none is given (seconds; infinity: none). Training runs take hours.
  double default_time_limit = 3600;
};

/// Runs one command line (the words after `deeplog`) in this process: dispatch, errors to
/// stderr, the exit status returned (see docs/reliability.md). Installs no limits: main()
/// wraps it in a budget_watch.
int main_with_args(std::vector<std::string> words);

inline std::map<std::string, command>& registry() {
  static std::map<std::string, command> r;
  return r;
}

struct registration {
  registration(const std::string& name, command c) { registry()[name] = std::move(c); }
};

}  // namespace deeplog::tool
