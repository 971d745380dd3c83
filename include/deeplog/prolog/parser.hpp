// The reader of the logic-programming syntax (paper, appendix "Syntax"): Prolog terms with the
// standard operators, clauses ending in '.', comments '%' and '/* */'. Every error is a
// program_error naming the file, line and column. The lexer never reads past the end of the
// text, and the operator-precedence parser keeps its pending operands on an explicit stack:
// no input (20k nested parentheses, 100k prefix operators, a 1M-element list) nests the C++
// stack.
#pragma once

#include <cctype>
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <map>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/prolog/term.hpp"

namespace deeplog::prolog {

struct source_position {
  std::uint32_t line = 0, column = 0;
  bool library = false;  // in the text of the library predicates (the prelude), not the program's
};

/// The name the prelude's positions are reported under.
inline constexpr const char* library_file = "<library>";

/// A malformed or unsupported program: "FILE:LINE:COLUMN: message".
class program_error : public deeplog::error {
 public:
  program_error(const std::string& file, source_position p, const std::string& message)
      : deeplog::error(compose(file, p, message)), pos_(p), message_(message) {}
  std::uint32_t line() const { return pos_.line; }
  std::uint32_t column() const { return pos_.column; }
  const std::string& message() const { return message_; }

 private:
  static std::string compose(const std::string& file, source_position p, const std::string& m) {
    std::string s = p.library ? std::string(library_file) : file;
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
  bool quoted = false;  // a name written in quotes (strings are always)
};

struct op_def {
  int priority;
  enum kind_t : std::uint8_t { xfx, xfy, yfx, fy, fx } kind;
};

// ProbLog's operator table (where it differs from ISO, as ProbLog: ^ is 400 xfy, so 2^3*2 is
// 2^(3*2)).
inline const std::map<std::string, op_def, std::less<>>& infix_ops() {
  static const std::map<std::string, op_def, std::less<>> ops{
      {":-", {1200, op_def::xfx}}, {"<-", {1200, op_def::xfx}},   {";", {1100, op_def::xfy}},
      {"|", {1100, op_def::xfy}},  {"->", {1050, op_def::xfy}},   {",", {1000, op_def::xfy}},
      {"::", {1000, op_def::xfx}}, {"=", {700, op_def::xfx}},     {"=..", {700, op_def::xfx}},
      {"\\=", {700, op_def::xfx}}, {"==", {700, op_def::xfx}},    {"\\==", {700, op_def::xfx}},
      {"is", {700, op_def::xfx}},  {"=:=", {700, op_def::xfx}},   {"=\\=", {700, op_def::xfx}},
      {"<", {700, op_def::xfx}},   {">", {700, op_def::xfx}},     {"=<", {700, op_def::xfx}},
      {">=", {700, op_def::xfx}},  {"@<", {700, op_def::xfx}},    {"@>", {700, op_def::xfx}},
      {"@=<", {700, op_def::xfx}}, {"@>=", {700, op_def::xfx}},   {"+", {500, op_def::yfx}},
      {"-", {500, op_def::yfx}},   {"/\\", {500, op_def::yfx}},   {"\\/", {500, op_def::yfx}},
      {"xor", {500, op_def::yfx}}, {"*", {400, op_def::yfx}},     {"/", {400, op_def::yfx}},
      {"//", {400, op_def::yfx}},  {"mod", {400, op_def::yfx}},   {"rem", {400, op_def::yfx}},
      {"div", {400, op_def::yfx}}, {"<<", {400, op_def::yfx}},    {">>", {400, op_def::yfx}},
      {"**", {200, op_def::xfx}},  {"^", {400, op_def::xfy}},     {":", {600, op_def::xfy}},
      {"=@=", {700, op_def::xfx}}, {"\\=@=", {700, op_def::xfx}}, {"&", {1000, op_def::xfy}},
      {"=>", {700, op_def::yfx}}};
  return ops;
}

inline const std::map<std::string, op_def, std::less<>>& prefix_ops() {
  static const std::map<std::string, op_def, std::less<>> ops{
      {":-", {1200, op_def::fx}}, {"?-", {1200, op_def::fx}}, {"\\+", {900, op_def::fy}},
      {"not", {900, op_def::fy}}, {"-", {200, op_def::fy}},   {"+", {200, op_def::fy}},
      {"\\", {200, op_def::fy}}};
  return ops;
}

// Whether s is an operator (ProbLog's tokenizer knows symbol-character tokens only as these).
inline bool symbol_operator(std::string_view s) {
  return infix_ops().find(s) != infix_ops().end() || prefix_ops().find(s) != prefix_ops().end();
}

class lexer {
 public:
  lexer(std::string_view text, std::string file) : text_(text), file_(std::move(file)) {}

  const std::string& file() const { return file_; }

  token next() {
    deeplog::check_budget();
    token t;
    t.layout_before = skip_layout();
    t.pos = {line_, col_, file_ == library_file};
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
      if (t.text == "0" && (peek(0) == 'x' || peek(0) == 'o' || peek(0) == 'b') &&
          std::isxdigit(static_cast<unsigned char>(peek(1)))) {  // 0x1F, 0o17, 0b101
        const char prefix = peek(0);
        const int base = prefix == 'x' ? 16 : prefix == 'o' ? 8 : 2;
        advance();
        const std::string digits = take_while(alnum);
        std::uint64_t v = 0;
        for (char ch : digits) {
          const int lower = std::tolower(static_cast<unsigned char>(ch));
          const int d = std::isdigit(lower)            ? lower - '0'
                        : lower >= 'a' && lower <= 'z' ? lower - 'a' + 10
                                                       : base;
          if (d >= base)
            fail(t.pos, "'" + std::string(1, ch) + "' is no digit in base " + std::to_string(base));
          if (__builtin_mul_overflow(v, std::uint64_t(base), &v) ||
              __builtin_add_overflow(v, std::uint64_t(d), &v))
            fail(t.pos,
                 "the integer 0" + std::string(1, prefix) + digits + " does not fit 64 bits");
        }
        t.text = std::to_string(v);
        return t;
      }
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
      t.quoted = true;
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
      // A run of symbol characters that is no operator splits as ProbLog's tokenizer does:
      // its longest prefix that is one (0.5::\+a is 0.5 :: \+a, a+-b is a + -b).
      std::size_t n = 0;
      while (symbol_chars.find(peek(n)) != std::string_view::npos && peek(n) != '\0') ++n;
      for (std::size_t k = n; k > 0; --k)
        if (symbol_operator(text_.substr(pos_, k))) {
          n = k;
          break;
        }
      for (std::size_t k = 0; k < n; ++k) advance();
      t.text = std::string(text_.substr(pos_ - n, n));
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
    if (pos_ >= text_.size()) return;
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
        if (pos_ >= text_.size()) fail(start, "unterminated quoted name");
        const char e = text_[pos_];
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
    var_index_.clear();
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

  // ProbLog's priority of an operator name: its infix priority when it has one.
  static int own_operator_priority(std::string_view name, const op_def& prefix) {
    const auto it = detail::infix_ops().find(name);
    return it != detail::infix_ops().end() ? it->second.priority : prefix.priority;
  }
  // The priority of the current token as an operator (infix first), 0 when it is none.
  int next_operator_priority() const {
    using detail::token_kind;
    if (tok_.kind == token_kind::punct)
      return tok_.text == "," ? 1000 : tok_.text == "|" ? 1100 : 0;
    if (tok_.kind != token_kind::name || tok_.quoted) return 0;
    if (const auto it = detail::infix_ops().find(tok_.text); it != detail::infix_ops().end())
      return it->second.priority;
    const auto it = detail::prefix_ops().find(tok_.text);
    return it != detail::prefix_ops().end() ? it->second.priority : 0;
  }
  bool next_can_be_infix() const {
    using detail::token_kind;
    if (tok_.kind == token_kind::punct) return tok_.text == "," || tok_.text == "|";
    return tok_.kind == token_kind::name && !tok_.quoted && detail::infix_ops().count(tok_.text);
  }

  term_ref variable(const std::string& name) {
    if (name == "_") return store_.variable();
    auto [it, fresh] = var_index_.try_emplace(name, 0);
    if (!fresh) return it->second;
    const term_ref r = store_.variable();
    it->second = r;
    vars_.emplace_back(name, r);
    return r;
  }

  term_ref number(const detail::token& t, bool negative) {
    if (t.kind == detail::token_kind::integer) {
      std::uint64_t v = 0;
      const char* end = t.text.data() + t.text.size();
      const auto [p, ec] = std::from_chars(t.text.data(), end, v);
      const std::uint64_t limit = std::uint64_t(1) << 63;  // -2^63 is the least integer
      if (ec != std::errc() || p != end || v > (negative ? limit : limit - 1))
        lx_.fail(t.pos, "the integer " + std::string(negative ? "-" : "") + t.text +
                            " does not fit 64 bits");
      return store_.integer(negative ? static_cast<std::int64_t>(0 - v)
                                     : static_cast<std::int64_t>(v));
    }
    errno = 0;
    const double v = std::strtod(t.text.c_str(), nullptr);
    if (errno == ERANGE && std::isinf(v))
      lx_.fail(t.pos, "the number " + t.text + " does not fit a double");
    return store_.real(negative ? -v : v);
  }

  // A pending operand: what to do with the term read next.
  struct frame {
    enum kind_t : std::uint8_t { infix, prefix, paren, args, list_item, list_tail } kind;
    int max;                      // the maximum priority of the term this frame is part of
    int priority;                 // infix/prefix: the operator's
    symbol f;                     // infix/prefix/args: the operator or functor
    term_ref left;                // infix: the left operand
    std::vector<term_ref> items;  // args, list elements
    written w;                    // infix/prefix/args: how the term prints (see written_as)
    frame(kind_t k, int m, int p = 0, symbol s = 0, term_ref l = 0)
        : kind(k), max(m), priority(p), f(s), left(l) {}
  };

  // How a term written with operator `name` prints: as written, except where ProbLog reads
  // the operator into a clause or a negation, which print in functional notation.
  static void written_as(frame& f, const std::string& name, op_def op) {
    if (name == ":-" || name == "<-" || name == "?-" || name == "::" || name == "\\+" ||
        name == "not")
      return;
    f.w.priority = static_cast<std::uint16_t>(op.priority);
    f.w.op = op.kind == op_def::xfx   ? op_form::xfx
             : op.kind == op_def::xfy ? op_form::xfy
             : op.kind == op_def::yfx ? op_form::yfx
             : op.kind == op_def::fy  ? op_form::fy
                                      : op_form::fx;
  }

  // The operator-precedence parser (a term of priority at most `max`), iterative: the right
  // operand of an infix operator, the argument of a prefix operator, a parenthesized term, an
  // argument and a list element are frames on an explicit stack.
  std::pair<term_ref, int> parse(int max) {
    using detail::token_kind;
    std::vector<frame> st;
    term_ref left = 0;
    int lp = 0;
    while (true) {
      // An operand: a primary term, or a frame and the nested operand.
      const detail::token t = tok_;
      bool nested = true;
      switch (t.kind) {
        case token_kind::integer:
        case token_kind::real:
          advance();
          left = number(t, false);
          nested = false;
          break;
        case token_kind::variable:
          advance();
          left = variable(t.text);
          nested = false;
          break;
        case token_kind::string:
          advance();
          left = store_.atom(syms_.intern(t.text), {op_form::none, 0, '"'});
          nested = false;
          break;
        case token_kind::punct:
          if (t.text == "(") {
            advance();
            st.emplace_back(frame::paren, max);
            max = 1200;
            break;
          }
          if (t.text == "[") {
            advance();
            if (is_punct("]")) {
              advance();
              left = store_.atom(symbol_table::nil);
              nested = false;
              break;
            }
            st.emplace_back(frame::list_item, max);
            max = 999;
            break;
          }
          if (t.text == "{") lx_.fail(t.pos, "curly terms {...} are not supported");
          lx_.fail(t.pos, "expected a term, found " + describe(t));
        case token_kind::end:
        case token_kind::eof:
          lx_.fail(t.pos, "expected a term, found " + describe(t));
        case token_kind::name: {
          advance();
          if (t.functional) {  // f(args)
            advance();         // '('
            st.emplace_back(frame::args, max, 0, syms_.intern(t.text));
            if (t.quoted) st.back().w.quote = '\'';
            max = 999;
            break;
          }
          // ProbLog's aggregate term f<V> (a name, then <, a variable and > with no layout
          // between): '$aggregate'(f, V), for a clause head's last argument.
          if (!t.quoted && tok_.kind == token_kind::name && tok_.text == "<" &&
              !tok_.layout_before) {
            detail::lexer probe = lx_;
            const detail::token v = probe.next();
            const detail::token close = probe.next();
            if (v.kind == token_kind::variable && !v.layout_before &&
                close.kind == token_kind::name && close.text == ">" && !close.layout_before) {
              advance();  // <
              advance();  // V
              advance();  // >
              const term_ref args[] = {store_.atom(syms_.intern(t.text)), variable(v.text)};
              left = store_.compound(syms_.intern("$aggregate"), args);
              nested = false;
              break;
            }
          }
          // A negative number.
          if (t.text == "-" && !tok_.layout_before &&
              (tok_.kind == token_kind::integer || tok_.kind == token_kind::real)) {
            const detail::token n = tok_;
            advance();
            left = number(n, true);
            nested = false;
            break;
          }
          // A prefix operator applies when a term follows, unless that term begins with an
          // operator of higher priority than this name's own (ProbLog: `- \+ a` reads `-` as an
          // atom). Where the next name could also be an infix operator, ProbLog refuses both
          // readings (`- - a`, `\+ - a`, `+ + +`), and so does the front end.
          const auto pre = detail::prefix_ops().find(t.text);
          const bool prefix = pre != detail::prefix_ops().end();
          const int own = prefix ? own_operator_priority(t.text, pre->second) : 0;
          const int next = prefix ? next_operator_priority() : 0;
          if (prefix && next > 0 && next <= own && next_can_be_infix())
            lx_.fail(t.pos, "ambiguous operators: '" + t.text + "' followed by '" + tok_.text +
                                "' reads as a prefix operator and as an atom (write " + t.text +
                                "(...) or (" + t.text + ")");
          if (prefix && starts_term() && next <= own) {
            const op_def op = pre->second;
            if (op.priority > max)
              lx_.fail(t.pos, "operator priority clash: prefix '" + t.text + "' has priority " +
                                  std::to_string(op.priority) + " where at most " +
                                  std::to_string(max) + " is allowed (parenthesize it)");
            st.emplace_back(frame::prefix, max, op.priority, syms_.intern(t.text));
            written_as(st.back(), t.text, op);
            max = op.kind == op_def::fy ? op.priority : op.priority - 1;
            break;
          }
          left = store_.atom(syms_.intern(t.text), {op_form::none, 0, t.quoted ? '\'' : '\0'});
          nested = false;
          break;
        }
      }
      if (nested) continue;
      lp = 0;
      // Infix operators after the operand; when none applies, the innermost frame closes.
      while (true) {
        std::string name;
        if (tok_.kind == token_kind::name)  // also 1-(2): after an operand, - is infix
          name = tok_.text;
        else if (tok_.kind == token_kind::punct && (tok_.text == "," || tok_.text == "|"))
          name = tok_.text;
        const auto it = name.empty() ? detail::infix_ops().end() : detail::infix_ops().find(name);
        if (it != detail::infix_ops().end()) {
          const op_def op = it->second;
          const int left_max = op.kind == op_def::yfx ? op.priority : op.priority - 1;
          const int right_max = op.kind == op_def::xfy ? op.priority : op.priority - 1;
          if (op.priority <= max && lp <= left_max) {
            advance();
            if (!starts_term())
              lx_.fail(tok_.pos, "expected a term after '" + name + "', found " + describe(tok_));
            st.emplace_back(frame::infix, max, op.priority, syms_.intern(name), left);
            written_as(st.back(), name, op);
            max = right_max;
            break;  // read the right operand
          }
        }
        if (st.empty()) return {left, lp};
        frame& f = st.back();
        bool more = false;  // the frame wants another operand
        switch (f.kind) {
          case frame::infix: {
            const term_ref args[] = {f.left, left};
            left = store_.compound(f.f, args, f.w);
            lp = f.priority;
            break;
          }
          case frame::prefix: {
            // ProbLog reads - applied to a number as the negated number: - 1 is -1, - (-1) is 1.
            const tag k = store_.kind(left);
            const bool negatable = k == tag::real || (k == tag::integer &&
                                                      store_.int_value(left) !=
                                                          std::numeric_limits<std::int64_t>::min());
            if (f.f == symbol_table::minus && negatable) {
              left = k == tag::integer ? store_.integer(-store_.int_value(left))
                                       : store_.real(-store_.real_value(left));
            } else {
              const term_ref args[] = {left};
              left = store_.compound(f.f, args, f.w);
            }
            lp = f.priority;
            break;
          }
          case frame::paren:
            expect(")");
            lp = 0;
            break;
          case frame::args:
            f.items.push_back(left);
            if (is_punct(",")) {
              advance();
              more = true;
              break;
            }
            expect(")");
            // \+(A, B, ..) is \+ of the conjunction (A, B, ..), as ProbLog reads it.
            if (f.f == symbol_table::naf && f.items.size() > 1 && !f.w.quote) {
              term_ref conj = f.items.back();
              for (std::size_t i = f.items.size() - 1; i-- > 0;) {
                const term_ref parts[] = {f.items[i], conj};
                conj = store_.compound(symbol_table::comma, parts, {op_form::xfy, 1000, 0});
              }
              f.items.assign(1, conj);
            }
            // .(H, T) is the list cell [H | T] as in ProbLog ('.'(H, T), quoted, is not).
            left = f.f == symbol_table::dot && f.items.size() == 2 && !f.w.quote
                       ? store_.compound(symbol_table::cons, f.items)
                       : store_.compound(f.f, f.items, f.w);
            lp = 0;
            break;
          case frame::list_item:
          case frame::list_tail: {
            term_ref tail = store_.atom(symbol_table::nil);
            if (f.kind == frame::list_item) {
              f.items.push_back(left);
              if (is_punct(",")) {
                advance();
                more = true;
                break;
              }
              if (is_punct("|")) {  // the tail is read at 1200, as ProbLog: [a | b, c], [a | b|c]
                advance();
                f.kind = frame::list_tail;
                more = true;
                break;
              }
            } else {
              tail = left;
            }
            expect("]");
            for (std::size_t i = f.items.size(); i-- > 0;)
              tail = store_.compound(symbol_table::cons, {f.items[i], tail});
            left = tail;
            lp = 0;
            break;
          }
        }
        if (more) {
          max = f.kind == frame::list_tail ? 1200 : 999;
          break;  // read the next element
        }
        max = f.max;
        st.pop_back();
      }
    }
  }

  detail::lexer lx_;
  term_store& store_;
  symbol_table& syms_;
  detail::token tok_;
  std::vector<std::pair<std::string, term_ref>> vars_;
  std::unordered_map<std::string, term_ref> var_index_;
};

}  // namespace deeplog::prolog
