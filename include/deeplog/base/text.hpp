// A line-oriented tokenizer for the text circuit formats (SDD, vtree, NNF, weights): whitespace-
// separated tokens, comment lines whose first token is "c", blank lines skipped, and every
// error located by file, line and column. Only std::from_chars parses numbers: no locale, no
// exceptions other than deeplog::format_error.
#pragma once

#include <charconv>
#include <concepts>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>

#include "deeplog/base/resources.hpp"

#include "deeplog/base/error.hpp"

namespace deeplog::text {

struct token {
  std::string_view text;
  std::size_t column = 0;  // 1-based
};

constexpr bool is_space(char ch) {
  return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\v' || ch == '\f';
}

/// A token as error messages quote it: at most 24 characters, non-printables escaped.
inline std::string quote(std::string_view s) {
  std::string q = "'";
  const std::size_t n = s.size() < 24 ? s.size() : 24;
  for (std::size_t i = 0; i < n; ++i) {
    const auto ch = static_cast<unsigned char>(s[i]);
    if (ch >= 0x20 && ch < 0x7f) {
      q += static_cast<char>(ch);
    } else {
      constexpr const char* hex = "0123456789abcdef";
      q += "\\x";
      q += hex[ch >> 4];
      q += hex[ch & 15];
    }
  }
  if (n < s.size()) q += "...";
  return q + "'";
}

class line_lexer {
 public:
  /// hash_comments: lines whose first token starts with '#' are comments too.
  /// keep_comments: "c ..." lines are returned like any other (DIMACS keeps data in them).
  line_lexer(std::string_view text, std::string file, bool hash_comments = false,
             bool keep_comments = false)
      : text_(text),
        file_(std::move(file)),
        hash_comments_(hash_comments),
        keep_comments_(keep_comments) {}

  const std::string& file() const { return file_; }
  std::size_t line() const { return line_; }

  /// Moves to the next line that is neither blank nor a comment ("c ..."); false at the end.
  bool next_line() {
    deeplog::check_budget();  // the readers poll the process budget once a line
    while (pos_ < text_.size()) {
      const std::size_t nl = text_.find('\n', pos_);
      const std::size_t end = nl == std::string_view::npos ? text_.size() : nl;
      current_ = text_.substr(pos_, end - pos_);
      pos_ = nl == std::string_view::npos ? text_.size() : nl + 1;
      ++line_;
      cursor_ = 0;
      if (!more()) continue;  // blank
      const std::string_view first = peek().text;
      if (!keep_comments_ && (first == "c" || (hash_comments_ && first[0] == '#')))
        continue;  // comment
      return true;
    }
    // Past the last line: errors about missing content point just after it.
    current_ = {};
    cursor_ = 0;
    if (!past_end_) {
      past_end_ = true;
      ++line_;
    }
    return false;
  }

  /// Whether tokens remain on the current line.
  bool more() {
    skip_space();
    return cursor_ < current_.size();
  }

  /// The next token without consuming it (text empty at the end of the line).
  token peek() {
    skip_space();
    std::size_t e = cursor_;
    while (e < current_.size() && !is_space(current_[e])) ++e;
    return {current_.substr(cursor_, e - cursor_), cursor_ + 1};
  }

  /// The next token; `what` names what was expected when the line has ended.
  token next(std::string_view what) {
    const token t = peek();
    if (t.text.empty())
      fail("expected " + std::string(what) + ", found the end of the line", cursor_ + 1);
    cursor_ = t.column - 1 + t.text.size();
    return t;
  }

  /// An integer in [lo, hi].
  template <std::integral I>
  I integer(std::string_view what, I lo = std::numeric_limits<I>::min(),
            I hi = std::numeric_limits<I>::max()) {
    const token t = next(what);
    return to_integer<I>(t, what, lo, hi);
  }

  template <std::integral I>
  I to_integer(token t, std::string_view what, I lo, I hi) const {
    long long v = 0;
    const char* b = t.text.data();
    const char* e = b + t.text.size();
    const auto [p, ec] = std::from_chars(b, e, v);
    if (ec == std::errc::result_out_of_range ||
        (ec == std::errc{} && p == e && (std::cmp_less(v, lo) || std::cmp_greater(v, hi))))
      fail(std::string(what) + " " + quote(t.text) + " is out of range [" + std::to_string(lo) +
               ", " + std::to_string(hi) + "]",
           t.column);
    if (ec != std::errc{} || p != e)
      fail("expected " + std::string(what) + " (an integer), found " + quote(t.text), t.column);
    return static_cast<I>(v);
  }

  /// A floating-point number.
  double real(std::string_view what) {
    const token t = next(what);
    double v = 0;
    const char* b = t.text.data();
    const char* e = b + t.text.size();
    const auto [p, ec] = std::from_chars(b, e, v);
    if (ec != std::errc{} || p != e)
      fail("expected " + std::string(what) + " (a number), found " + quote(t.text), t.column);
    return v;
  }

  /// Throws unless the current line has been consumed (trailing garbage).
  void end_of_line(std::string_view after) {
    const token t = peek();
    if (!t.text.empty())
      fail("unexpected " + quote(t.text) + " after " + std::string(after), t.column);
  }

  [[noreturn]] void fail(const std::string& message, std::size_t column = 0) const {
    throw format_error(file_, line_, column, message);
  }

 private:
  void skip_space() {
    while (cursor_ < current_.size() && is_space(current_[cursor_])) ++cursor_;
  }

  std::string_view text_;
  std::string file_;
  bool hash_comments_ = false;
  bool keep_comments_ = false;
  std::size_t pos_ = 0;
  std::size_t line_ = 0;
  std::string_view current_;
  std::size_t cursor_ = 0;
  bool past_end_ = false;
};

/// The whole file; throws format_error (line 0) when it cannot be read.
inline std::string read_text_file(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw format_error(path, 0, 0, "is a directory, not a file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw format_error(path, 0, 0, "cannot open the file");
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) throw format_error(path, 0, 0, "error while reading the file");
  return std::move(ss).str();
}

}  // namespace deeplog::text
