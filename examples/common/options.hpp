// The examples' command lines: each option and its value read in turn, every bad value ending
// the program through its usage (exit 2) with the option and the value that failed.
#pragma once

#include <cmath>
#include <exception>
#include <string>

namespace examples {

/// Reads argv's options one at a time: `while (r.next()) if (r.name() == "--epochs") ...`.
/// `usage(why)` prints the program's usage after `why` and exits; it must not return.
class option_reader {
 public:
  using usage_fn = void (*)(const std::string&);

  option_reader(int argc, char** argv, usage_fn usage) : argc_(argc), argv_(argv), usage_(usage) {}

  /// Moves to the next option; false past the last.
  bool next() {
    if (++i_ >= argc_) return false;
    name_ = argv_[i_];
    return true;
  }
  [[nodiscard]] const std::string& name() const { return name_; }

  /// The option's value (the next argument).
  std::string value() {
    if (i_ + 1 >= argc_) fail(name_ + " needs a value");
    return argv_[++i_];
  }

  /// The option's value as a count: a non-negative integer, positive where `positive`.
  std::size_t count(bool positive = false) {
    const std::string v = value();
    std::size_t used = 0;
    unsigned long long n = 0;
    try {
      n = std::stoull(v, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used == 0 || used != v.size() || v[0] == '-' || (positive && n == 0))
      fail(name_ + " expects a " + (positive ? "positive " : "non-negative ") + "integer, got '" +
           v + "'");
    return std::size_t(n);
  }

  /// The option's value as a positive finite number.
  double positive_number() {
    const std::string v = value();
    std::size_t used = 0;
    double x = 0;
    try {
      x = std::stod(v, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used == 0 || used != v.size() || !(x > 0) || !std::isfinite(x))
      fail(name_ + " expects a positive number, got '" + v + "'");
    return x;
  }

  /// Ends the program through its usage.
  [[noreturn]] void fail(const std::string& why) const {
    usage_(why);
    std::terminate();  // usage exits; this is never reached
  }

 private:
  int argc_;
  char** argv_;
  usage_fn usage_;
  int i_ = 0;
  std::string name_;
};

}  // namespace examples
