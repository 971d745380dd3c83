// The text syntax of DeepLog formulas: the paper's notation in ASCII.
//
//   sum[B] sum[E] (b(V)[B]_B | e(S)[E]_B)_P * (b(V)[B]_P * e(S)[E]_P)
//
//   formula := implication          aggregation `g[X] formula` extends as far right as it can
//   implication := disjunction [('->' | '<->') implication]     (sugar: ~a + b, a*b + ~a*~b)
//   disjunction := conjunction (('+' | '|') conjunction)*       the structure's plus
//   conjunction := unary (('*' | '&') unary)*                   the structure's times
//   unary   := '~' unary | g '[' Var ']' formula | primary      negation; aggregation g in
//              sum prod max min mean pmean pmean_error (exists = sum, forall = prod)
//   primary := '(' formula ')' ['_' S] | atom                   (phi)_S is a transformation
//   atom    := pred ['(' term {',' term} ')'] ['[' rterm ']'] '_' S    (pred_S when bare)
//   term    := symbol | Var | integer | '@' tensor ;  rterm := Var [':' S] | true | false | number
//
// parse() throws syntax_error / type_error with line:column; print() writes text that parses
// back to the same formula.
#pragma once

#include <cctype>
#include <charconv>
#include <cstdio>
#include <string>
#include <string_view>

#include "deeplog/language/formula.hpp"

namespace deeplog::language {

namespace detail {

enum class token_kind { end, ident, annotation, number, punct };

struct token {
  token_kind kind = token_kind::end;
  std::string text;
  source_position pos;
};

class lexer {
 public:
  explicit lexer(std::string_view s) : s_(s) {}
  token next() {
    skip_space();
    token t;
    t.pos = {line_, col_};
    if (i_ >= s_.size()) return t;
    const char c = s_[i_];
    auto ident_char = [](char ch) {
      return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_';
    };
    if (std::isalpha(static_cast<unsigned char>(c)) ||
        (c == '_' && i_ + 1 < s_.size() && std::isalnum(static_cast<unsigned char>(s_[i_ + 1])))) {
      t.kind = c == '_' ? token_kind::annotation : token_kind::ident;
      if (c == '_') advance();  // the annotation's text is the structure name after '_'
      const std::size_t b = i_;
      while (i_ < s_.size() && ident_char(s_[i_]) &&
             !(t.kind == token_kind::annotation && s_[i_] == '_'))
        advance();
      t.text = std::string(s_.substr(b, i_ - b));
      return t;
    }
    if (std::isdigit(static_cast<unsigned char>(c)) ||
        (c == '-' && i_ + 1 < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_ + 1])))) {
      const std::size_t b = i_;
      advance();
      while (i_ < s_.size() &&
             (std::isdigit(static_cast<unsigned char>(s_[i_])) || s_[i_] == '.' || s_[i_] == 'e' ||
              ((s_[i_] == '-' || s_[i_] == '+') && (s_[i_ - 1] == 'e'))))
        advance();
      t.kind = token_kind::number;
      t.text = std::string(s_.substr(b, i_ - b));
      return t;
    }
    t.kind = token_kind::punct;
    for (std::string_view op : {"<->", "->"})
      if (s_.substr(i_, op.size()) == op) {
        for (std::size_t k = 0; k < op.size(); ++k) advance();
        t.text = std::string(op);
        return t;
      }
    if (std::string_view("()[],+*|&~@:").find(c) == std::string_view::npos)
      throw syntax_error(t.pos, std::string("unexpected character '") + printable(c) + "'");
    advance();
    t.text = std::string(1, c);
    return t;
  }

 private:
  static std::string printable(char c) {
    if (std::isprint(static_cast<unsigned char>(c))) return std::string(1, c);
    char buf[8];
    std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned char>(c));
    return buf;
  }
  void advance() {
    if (s_[i_] == '\n')
      ++line_, col_ = 1;
    else
      ++col_;
    ++i_;
  }
  void skip_space() {
    while (i_ < s_.size()) {
      if (std::isspace(static_cast<unsigned char>(s_[i_])))
        advance();
      else if (s_[i_] == '%') {  // comment to end of line, as in Prolog
        while (i_ < s_.size() && s_[i_] != '\n') advance();
      } else
        break;
    }
  }
  std::string_view s_;
  std::size_t i_ = 0;
  std::uint32_t line_ = 1, col_ = 1;
};

class parser {
 public:
  explicit parser(std::string_view s) : lex_(s) { shift(); }

  formula parse_all() {
    const node_ref r = parse_formula();
    if (cur_.kind != token_kind::end) fail("expected an operator or the end of the formula");
    f_.set_root(r);
    return std::move(f_);
  }

 private:
  static constexpr int max_depth =
      200;  // nesting deeper than this is refused, not a stack overflow

  [[noreturn]] void fail(const std::string& what) const {
    throw syntax_error(cur_.pos,
                       what + (cur_.kind == token_kind::end ? " (found the end)"
                                                            : " (found '" + cur_.text + "')"));
  }
  void shift() { cur_ = lex_.next(); }
  bool at(std::string_view p) const { return cur_.kind == token_kind::punct && cur_.text == p; }
  void expect(std::string_view p) {
    if (!at(p)) fail("expected '" + std::string(p) + "'");
    shift();
  }
  struct depth_guard {
    parser& p;
    explicit depth_guard(parser& q) : p(q) {
      if (++p.depth_ > max_depth) p.fail("formula nested too deeply");
    }
    ~depth_guard() { --p.depth_; }
  };
  structure_id structure_named(const token& t) {
    auto s = structure_from_name(t.text);
    if (!s) throw syntax_error(t.pos, "unknown algebraic structure '" + t.text + "'");
    return *s;
  }

  node_ref parse_formula() {
    depth_guard g(*this);
    const node_ref a = parse_disjunction();
    if (at("->") || at("<->")) {
      const bool iff = at("<->");
      const source_position p = cur_.pos;
      shift();
      const node_ref b = parse_formula();
      if (!iff) return f_.plus(f_.negate(a, p), b, p);
      return f_.plus(f_.times(a, b, p), f_.times(f_.negate(a, p), f_.negate(b, p), p), p);
    }
    return a;
  }
  node_ref parse_disjunction() {
    node_ref a = parse_conjunction();
    while (at("+") || at("|")) {
      const source_position p = cur_.pos;
      shift();
      a = f_.plus(a, parse_conjunction(), p);
    }
    return a;
  }
  node_ref parse_conjunction() {
    node_ref a = parse_unary();
    while (at("*") || at("&")) {
      const source_position p = cur_.pos;
      shift();
      a = f_.times(a, parse_unary(), p);
    }
    return a;
  }
  node_ref parse_unary() {
    depth_guard g(*this);
    if (at("~")) {
      const source_position p = cur_.pos;
      shift();
      return f_.negate(parse_unary(), p);
    }
    if (at("(")) {
      const source_position p = cur_.pos;
      shift();
      const node_ref a = parse_formula();
      expect(")");
      if (cur_.kind == token_kind::annotation) {
        const structure_id s = structure_named(cur_);
        shift();
        return f_.transform(a, s, p);
      }
      return a;
    }
    if (cur_.kind == token_kind::ident) return parse_atom_or_aggregation();
    fail("expected an atom, '(', '~' or an aggregation");
  }

  term parse_term() {
    const token t = cur_;
    if (at("@")) {
      shift();
      if (cur_.kind != token_kind::ident) fail("expected a tensor name after '@'");
      term r = term::tensor(cur_.text);
      shift();
      return r;
    }
    if (t.kind == token_kind::number) {
      std::int64_t v = 0;
      const auto [p, ec] = std::from_chars(t.text.data(), t.text.data() + t.text.size(), v);
      if (ec != std::errc{} || p != t.text.data() + t.text.size())
        throw syntax_error(t.pos, "'" + t.text + "' is no integer constant");
      if (v > max_exact_integer || v < -max_exact_integer)
        throw syntax_error(t.pos,
                           "integer constant '" + t.text + "' is out of the exact range (+-2^53)");
      shift();
      return term::integer(v);
    }
    if (t.kind != token_kind::ident) fail("expected a term");
    shift();
    if (std::isupper(static_cast<unsigned char>(t.text[0]))) return term::variable(t.text);
    return term::symbol(t.text);
  }

  term parse_reification() {
    const token t = cur_;
    if (t.kind == token_kind::number) {
      double v = 0;
      const auto [p, ec] = std::from_chars(t.text.data(), t.text.data() + t.text.size(), v);
      if (ec != std::errc{} || p != t.text.data() + t.text.size())
        throw syntax_error(t.pos, "'" + t.text + "' is no number");
      shift();
      structure_id s = id_of<product_tnorm<double>>();  // a fuzzy score unless declared
      if (at(":")) {
        shift();
        s = structure_named(cur_);
        shift();
      }
      return term::truth(v, s);
    }
    if (t.kind != token_kind::ident) fail("expected a reification variable or a truth value");
    shift();
    if (t.text == "true" || t.text == "false") return term::truth(t.text == "true" ? 1 : 0);
    if (!std::isupper(static_cast<unsigned char>(t.text[0])))
      throw syntax_error(
          t.pos, "a reification variable starts with an uppercase letter: '" + t.text + "'");
    term v = term::variable(t.text);
    if (at(":")) {
      shift();
      if (cur_.kind != token_kind::ident) fail("expected a structure name after ':'");
      v.structure = structure_named(cur_);
      shift();
    }
    return v;
  }

  node_ref parse_atom_or_aggregation() {
    const token head = cur_;
    shift();
    std::string pred = head.text;
    std::vector<term> args;
    std::optional<term> reif;
    if (at("(")) {
      shift();
      args.push_back(parse_term());
      while (at(",")) shift(), args.push_back(parse_term());
      expect(")");
    }
    if (at("[")) {
      shift();
      reif = parse_reification();
      expect("]");
      // `g[X] formula` is an aggregation: a bare name, a variable inside, no annotation after.
      const auto g = aggregator_from_name(pred);
      if (args.empty() && g && reif->is_variable() && cur_.kind != token_kind::annotation) {
        const node_ref body = parse_formula();
        return f_.aggregate(*g, reif->text, body, head.pos);
      }
    }
    structure_id s;
    if (cur_.kind == token_kind::annotation) {
      s = structure_named(cur_);
      shift();
    } else if (args.empty() && !reif && pred.rfind('_') != std::string::npos &&
               pred.rfind('_') + 1 < pred.size()) {
      const std::size_t u = pred.rfind('_');
      const auto named = structure_from_name(std::string_view(pred).substr(u + 1));
      if (!named) throw syntax_error(head.pos, "atom " + pred + " needs a structure annotation _S");
      s = *named;
      pred.resize(u);
    } else {
      throw syntax_error(cur_.pos, "atom " + pred + " needs a structure annotation _S");
    }
    if (std::isupper(static_cast<unsigned char>(pred[0])))
      throw syntax_error(head.pos, "a predicate starts with a lowercase letter: '" + pred + "'");
    return f_.atom(std::move(pred), std::move(args), s, std::move(reif), head.pos);
  }

  lexer lex_;
  token cur_;
  formula f_;
  int depth_ = 0;
};

inline int precedence(const formula_node& n) {
  switch (n.op) {
    case node_op::aggregate:
      return 0;
    case node_op::plus:
      return 1;
    case node_op::times:
      return 2;
    case node_op::negate:
      return 3;
    default:
      return 4;
  }
}

inline void print_node(const formula& f, node_ref r, std::string& out) {
  const formula_node& n = f.node(r);
  auto child = [&](node_ref k, bool parens) {
    if (parens) out += '(';
    print_node(f, k, out);
    if (parens) out += ')';
  };
  switch (n.op) {
    case node_op::atom: {
      out += n.name;
      if (!n.args.empty()) {
        out += '(';
        for (std::size_t i = 0; i < n.args.size(); ++i) {
          if (i) out += ',';
          out += to_string(n.args[i]);
        }
        out += ')';
      }
      if (n.reification) {
        const term& t = *n.reification;
        out += '[' + to_string(t);
        const bool annotate =
            t.kind == term_kind::variable
                ? t.structure != id_of<boolean>()
                : t.structure != id_of<boolean>() && t.structure != id_of<product_tnorm<double>>();
        if (annotate) out += ":" + std::string(structure_name(t.structure));
        out += ']';
      }
      out += "_" + std::string(structure_name(n.structure));
      return;
    }
    case node_op::negate: {
      out += '~';
      child(n.kids[0], precedence(f.node(n.kids[0])) < 3);
      return;
    }
    case node_op::plus:
    case node_op::times: {
      const int p = precedence(n);
      const formula_node &l = f.node(n.kids[0]), &rr = f.node(n.kids[1]);
      child(n.kids[0], precedence(l) < p || l.op == node_op::aggregate);
      out += n.op == node_op::plus ? " + " : " * ";
      child(n.kids[1], precedence(rr) <= p || rr.op == node_op::aggregate);
      return;
    }
    case node_op::aggregate:
      out += std::string(aggregator_name(n.agg)) + "[" + n.name + "] ";
      print_node(f, n.kids[0], out);
      return;
    case node_op::transform:
      out += '(';
      print_node(f, n.kids[0], out);
      out += ")_" + std::string(structure_name(n.structure));
      return;
  }
}

}  // namespace detail

/// Parses a formula; throws syntax_error or type_error naming line:column.
[[nodiscard]] inline formula parse(std::string_view text) {
  return detail::parser(text).parse_all();
}

/// The text of the sub-formula at `r` (the root by default); parse(print(f)) == f.
inline std::string print(const formula& f, std::optional<node_ref> r = std::nullopt) {
  std::string out;
  detail::print_node(f, r.value_or(f.root()), out);
  return out;
}

/// A ground atom written as text, e.g. "b(@v1)[true]_P" (the key of given labels).
inline std::string atom_text(const std::string& predicate, const std::vector<term>& args,
                             const std::optional<term>& value, structure_id s) {
  formula f;
  f.atom(predicate, args, s, value);
  return print(f);
}

}  // namespace deeplog::language
