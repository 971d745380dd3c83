// The reader of the logic-programming syntax (paper, appendix "Syntax"): Prolog terms with the
// standard operators, clauses ending in '.', comments '%' and '/* */'. Every error is a
// program_error naming the file, line and column.
#pragma once

#include <cctype>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deeplog/systems/deepproblog/term.hpp"

namespace deeplog::logic {

struct source_position {
  std::uint32_t line = 0, column = 0;
};

/// A malformed or unsupported program: "FILE:LINE:COLUMN: message".
class program_error : public std::runtime_error {
 public:
  program_error(const std::string& file, source_position p, const std::string& message)
      : std::runtime_error(compose(file, p, message)), pos_(p), message_(message) {}
  std::uint32_t line() const { return pos_.line; }
  std::uint32_t column() const { return pos_.column; }
  const std::string& message() const { return message_; }

 private:
  static std::string compose(const std::string& file, source_position p, const std::string& m) {
    std::string s = file;
    if (p.line) s += ":" + std::to_string(p.line) + ":" + std::to_string(p.column);
    return s + ": " + m;
  }
  source_position pos_;
  std::string message_;
};

/// One clause as read: its term, where it starts, and its variables by name.
struct read_clause {
  term_ref term;
  source_position pos;
  std::vector<std::pair<std::string, term_ref>> variables;
};

namespace detail {

enum class token_kind : std::uint8_t { name, variable, integer, real, punct, string, end, eof };

struct token {
  token_kind kind = token_kind::eof;
  std::string text;
  source_position pos;
  bool functional = false;  // a name directly followed by '('
  bool layout_before = false;
};

struct op_def {
  int priority;
  enum kind_t : std::uint8_t { xfx, xfy, yfx, fy, fx } kind;
};

inline const std::map<std::string, op_def, std::less<>>& infix_ops() {
  static const std::map<std::string, op_def, std::less<>> ops{
      {":-", {1200, op_def::xfx}},  {";", {1100, op_def::xfy}},  {"|", {1100, op_def::xfy}},
      {"->", {1050, op_def::xfy}},  {",", {1000, op_def::xfy}},  {"::", {1000, op_def::xfx}},
      {"=", {700, op_def::xfx}},    {"\\=", {700, op_def::xfx}}, {"==", {700, op_def::xfx}},
      {"\\==", {700, op_def::xfx}}, {"is", {700, op_def::xfx}},  {"=:=", {700, op_def::xfx}},
      {"=\\=", {700, op_def::xfx}}, {"<", {700, op_def::xfx}},   {">", {700, op_def::xfx}},
      {"=<", {700, op_def::xfx}},   {">=", {700, op_def::xfx}},  {"@<", {700, op_def::xfx}},
      {"@>", {700, op_def::xfx}},   {"@=<", {700, op_def::xfx}}, {"@>=", {700, op_def::xfx}},
      {"+", {500, op_def::yfx}},    {"-", {500, op_def::yfx}},   {"/\\", {500, op_def::yfx}},
      {"\\/", {500, op_def::yfx}},  {"xor", {500, op_def::yfx}}, {"*", {400, op_def::yfx}},
      {"/", {400, op_def::yfx}},    {"//", {400, op_def::yfx}},  {"mod", {400, op_def::yfx}},
      {"rem", {400, op_def::yfx}},  {"div", {400, op_def::yfx}}, {"<<", {400, op_def::yfx}},
      {">>", {400, op_def::yfx}},   {"**", {200, op_def::xfx}},  {"^", {200, op_def::xfy}}};
  return ops;
}

inline const std::map<std::string, op_def, std::less<>>& prefix_ops() {
  static const std::map<std::string, op_def, std::less<>> ops{
      {":-", {1200, op_def::fx}}, {"?-", {1200, op_def::fx}}, {"\\+", {900, op_def::fy}},
      {"-", {200, op_def::fy}},   {"+", {200, op_def::fy}},   {"\\", {200, op_def::fy}}};
  return ops;
}

class lexer {
 public:
  lexer(std::string_view text, std::string file) : text_(text), file_(std::move(file)) {}

  const std::string& file() const { return file_; }

  token next() {
    token t;
    t.layout_before = skip_layout();
    t.pos = {line_, col_};
    if (pos_ >= text_.size()) {
      t.kind = token_kind::eof;
      return t;
    }
    const char c = text_[pos_];
    auto take_while = [&](auto pred) {
      const std::size_t b = pos_;
      while (pos_ < text_.size() && pred(text_[pos_])) advance();
      return std::string(text_.substr(b, pos_ - b));
    };
    auto alnum = [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; };
    if (std::isdigit(static_cast<unsigned char>(c))) {
      t.text = take_while([](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); });
      t.kind = token_kind::integer;
      if (peek(0) == '.' && std::isdigit(static_cast<unsigned char>(peek(1)))) {
        advance();
        t.text +=
            "." + take_while([](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); });
        t.kind = token_kind::real;
      }
      if ((peek(0) == 'e' || peek(0) == 'E') &&
          (std::isdigit(static_cast<unsigned char>(peek(1))) ||
           ((peek(1) == '-' || peek(1) == '+') &&
            std::isdigit(static_cast<unsigned char>(peek(2)))))) {
        t.text += text_[pos_];
        advance();
        if (peek(0) == '-' || peek(0) == '+') {
          t.text += text_[pos_];
          advance();
        }
        t.text += take_while([](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); });
        t.kind = token_kind::real;
      }
      if (pos_ < text_.size() && alnum(text_[pos_]))
        fail({line_, col_}, "a number followed by '" + std::string(1, text_[pos_]) + "'");
      return t;
    }
    if (std::isupper(static_cast<unsigned char>(c)) || c == '_') {
      t.text = take_while(alnum);
      t.kind = token_kind::variable;
      return t;
    }
    if (std::islower(static_cast<unsigned char>(c))) {
      t.text = take_while(alnum);
      t.kind = token_kind::name;
      t.functional = peek(0) == '(';
      return t;
    }
    if (c == '\'' || c == '"') {
      t.text = quoted(c, t.pos);
      t.kind = c == '\'' ? token_kind::name : token_kind::string;
      t.functional = c == '\'' && peek(0) == '(';
      return t;
    }
    if (c == '(' || c == ')' || c == '[' || c == ']' || c == '{' || c == '}' || c == ',' ||
        c == '|') {
      advance();
      t.text = std::string(1, c);
      t.kind = token_kind::punct;
      if (c == '|' && peek(0) == '|') fail(t.pos, "'||' is not supported");
      return t;
    }
    if (c == '!' || c == ';') {
      advance();
      t.text = std::string(1, c);
      t.kind = token_kind::name;
      t.functional = peek(0) == '(';
      return t;
    }
    constexpr std::string_view symbol_chars = "+-*/\\^<>=~:.?@#&$";
    if (symbol_chars.find(c) != std::string_view::npos) {
      // '.' followed by layout or the end: the end of a clause.
      if (c == '.' &&
          (pos_ + 1 >= text_.size() || std::isspace(static_cast<unsigned char>(text_[pos_ + 1])) ||
           text_[pos_ + 1] == '%')) {
        advance();
        t.kind = token_kind::end;
        t.text = ".";
        return t;
      }
      t.text = take_while([&](char ch) { return symbol_chars.find(ch) != std::string_view::npos; });
      t.kind = token_kind::name;
      t.functional = peek(0) == '(';
      return t;
    }
    fail(t.pos, "unexpected character '" + std::string(1, c) + "'");
  }

  [[noreturn]] void fail(source_position p, const std::string& m) const {
    throw program_error(file_, p, m);
  }

 private:
  char peek(std::size_t k) const { return pos_ + k < text_.size() ? text_[pos_ + k] : '\0'; }
  void advance() {
    if (text_[pos_] == '\n') {
      ++line_;
      col_ = 1;
    } else {
      ++col_;
    }
    ++pos_;
  }
  bool skip_layout() {
    bool any = false;
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (std::isspace(static_cast<unsigned char>(c))) {
        advance();
      } else if (c == '%') {
        while (pos_ < text_.size() && text_[pos_] != '\n') advance();
      } else if (c == '/' && peek(1) == '*') {
        const source_position start{line_, col_};
        advance();
        advance();
        while (pos_ < text_.size() && !(text_[pos_] == '*' && peek(1) == '/')) advance();
        if (pos_ >= text_.size()) fail(start, "unterminated comment");
        advance();
        advance();
      } else {
        break;
      }
      any = true;
    }
    return any;
  }
  std::string quoted(char q, source_position start) {
    advance();
    std::string s;
    while (true) {
      if (pos_ >= text_.size() || text_[pos_] == '\n') fail(start, "unterminated quoted name");
      const char c = text_[pos_];
      if (c == q) {
        if (peek(1) == q) {  // doubled quote
          s += q;
          advance();
          advance();
          continue;
        }
        advance();
        return s;
      }
      if (c == '\\') {
        advance();
        const char e = pos_ < text_.size() ? text_[pos_] : '\0';
        s += e == 'n' ? '\n' : e == 't' ? '\t' : e;
        advance();
        continue;
      }
      s += c;
      advance();
    }
  }

  std::string_view text_;
  std::string file_;
  std::size_t pos_ = 0;
  std::uint32_t line_ = 1, col_ = 1;
};

}  // namespace detail

/// Reads clauses one by one into `store`, interning names in `syms`.
class reader {
 public:
  reader(std::string_view text, std::string file, term_store& store, symbol_table& syms)
      : lx_(text, std::move(file)), store_(store), syms_(syms) {
    tok_ = lx_.next();
  }

  const std::string& file() const { return lx_.file(); }

  /// The next clause, or nullopt at the end of the text.
  std::optional<read_clause> next() {
    if (tok_.kind == detail::token_kind::eof) return std::nullopt;
    vars_.clear();
    read_clause c;
    c.pos = tok_.pos;
    c.term = parse(1200).first;
    if (tok_.kind != detail::token_kind::end)
      lx_.fail(tok_.pos, "expected an operator or '.', found " + describe(tok_));
    tok_ = lx_.next();
    c.variables = vars_;
    return c;
  }

 private:
  using op_def = detail::op_def;

  static std::string describe(const detail::token& t) {
    switch (t.kind) {
      case detail::token_kind::eof:
        return "the end of the text";
      case detail::token_kind::end:
        return "'.'";
      default:
        return "'" + t.text + "'";
    }
  }
  void advance() { tok_ = lx_.next(); }
  void expect(std::string_view punct) {
    if (tok_.kind != detail::token_kind::punct || tok_.text != punct)
      lx_.fail(tok_.pos, "expected '" + std::string(punct) + "', found " + describe(tok_));
    advance();
  }
  bool is_punct(std::string_view p) const {
    return tok_.kind == detail::token_kind::punct && tok_.text == p;
  }
  // Whether the current token can begin a term (for prefix operators used as atoms).
  bool starts_term() const {
    using detail::token_kind;
    switch (tok_.kind) {
      case token_kind::name:
        return !detail::infix_ops().count(tok_.text) || detail::prefix_ops().count(tok_.text) ||
               tok_.functional;
      case token_kind::variable:
      case token_kind::integer:
      case token_kind::real:
      case token_kind::string:
        return true;
      case token_kind::punct:
        return tok_.text == "(" || tok_.text == "[" || tok_.text == "{";
      default:
        return false;
    }
  }

  term_ref variable(const std::string& name) {
    if (name == "_") return store_.variable();
    for (const auto& [n, r] : vars_)
      if (n == name) return r;
    const term_ref r = store_.variable();
    vars_.emplace_back(name, r);
    return r;
  }

  term_ref number(const detail::token& t, bool negative) {
    if (t.kind == detail::token_kind::integer) {
      try {
        std::int64_t v = std::stoll(t.text);
        return store_.integer(negative ? -v : v);
      } catch (const std::out_of_range&) {
        lx_.fail(t.pos, "the integer " + t.text + " does not fit 64 bits");
      }
    }
    const double v = std::stod(t.text);
    return store_.real(negative ? -v : v);
  }

  std::pair<term_ref, int> primary(int max) {
    using detail::token_kind;
    const detail::token t = tok_;
    switch (t.kind) {
      case token_kind::integer:
      case token_kind::real:
        advance();
        return {number(t, false), 0};
      case token_kind::variable:
        advance();
        return {variable(t.text), 0};
      case token_kind::string:
        advance();
        return {store_.atom(syms_.intern(t.text)), 0};
      case token_kind::punct:
        if (t.text == "(") {
          advance();
          const term_ref r = parse(1200).first;
          expect(")");
          return {r, 0};
        }
        if (t.text == "[") return {list(), 0};
        if (t.text == "{") lx_.fail(t.pos, "curly terms {...} are not supported");
        lx_.fail(t.pos, "expected a term, found " + describe(t));
      case token_kind::end:
      case token_kind::eof:
        lx_.fail(t.pos, "expected a term, found " + describe(t));
      case token_kind::name:
        break;
    }
    advance();
    if (t.functional) {  // f(args)
      advance();         // '('
      std::vector<term_ref> args{parse(999).first};
      while (is_punct(",")) {
        advance();
        args.push_back(parse(999).first);
      }
      expect(")");
      return {store_.compound(syms_.intern(t.text), args), 0};
    }
    // A negative number.
    if (t.text == "-" && !tok_.layout_before &&
        (tok_.kind == token_kind::integer || tok_.kind == token_kind::real)) {
      const detail::token n = tok_;
      advance();
      return {number(n, true), 0};
    }
    if (auto it = detail::prefix_ops().find(t.text);
        it != detail::prefix_ops().end() && starts_term()) {
      const op_def op = it->second;
      int p = op.priority;
      if (p > max) p = 999;  // as an operand: the usual reading of e.g. f(- a)
      const int arg_max = op.kind == op_def::fy ? p : p - 1;
      const term_ref a = parse(arg_max).first;
      return {store_.compound(syms_.intern(t.text), {a}), p};
    }
    return {store_.atom(syms_.intern(t.text)), 0};
  }

  term_ref list() {
    advance();  // '['
    if (is_punct("]")) {
      advance();
      return store_.atom(symbol_table::nil);
    }
    std::vector<term_ref> items{parse(999).first};
    while (is_punct(",")) {
      advance();
      items.push_back(parse(999).first);
    }
    term_ref tail = store_.atom(symbol_table::nil);
    if (is_punct("|")) {
      advance();
      tail = parse(999).first;
    }
    expect("]");
    for (std::size_t i = items.size(); i-- > 0;)
      tail = store_.compound(symbol_table::cons, {items[i], tail});
    return tail;
  }

  std::pair<term_ref, int> parse(int max) {
    auto [left, lp] = primary(max);
    while (true) {
      std::string name;
      if (tok_.kind == detail::token_kind::name && !tok_.functional)
        name = tok_.text;
      else if (tok_.kind == detail::token_kind::punct && (tok_.text == "," || tok_.text == "|"))
        name = tok_.text;
      else
        break;
      const auto it = detail::infix_ops().find(name);
      if (it == detail::infix_ops().end()) break;
      const op_def op = it->second;
      const int left_max = op.kind == op_def::yfx ? op.priority : op.priority - 1;
      const int right_max = op.kind == op_def::xfy ? op.priority : op.priority - 1;
      if (op.priority > max || lp > left_max) break;
      const source_position at = tok_.pos;
      advance();
      if (!starts_term())
        lx_.fail(tok_.pos, "expected a term after '" + name + "', found " + describe(tok_));
      const term_ref right = parse(right_max).first;
      if (name == "|") name = ";";
      (void)at;
      left = store_.compound(syms_.intern(name), {left, right});
      lp = op.priority;
    }
    return {left, lp};
  }

  detail::lexer lx_;
  term_store& store_;
  symbol_table& syms_;
  detail::token tok_;
  std::vector<std::pair<std::string, term_ref>> vars_;
};

}  // namespace deeplog::logic
