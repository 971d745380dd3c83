// Terms of the logic-programming front end: atoms, integers, reals, variables and compound
// terms (lists are '[|]'(H, T) ending in '[]'), in an arena (`term_store`) addressed by 32-bit
// references. Variables are cells bound by reference, with a trail so that bindings and cells
// made after a mark can be undone (backtracking). Symbols are interned once per program.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace deeplog::logic {

using term_ref = std::uint32_t;
using symbol = std::uint32_t;

/// Interned names of atoms and functors.
class symbol_table {
 public:
  symbol_table() {
    for (const char* s : {"[]", "[|]", ",", ";", ":-", "::", "\\+", "true", "fail", "-", "nn", "?-",
                          "query", "evidence", "not", "false", "."})
      intern(s);
  }
  symbol intern(std::string_view s) {
    if (auto it = index_.find(std::string(s)); it != index_.end()) return it->second;
    const auto id = static_cast<symbol>(names_.size());
    names_.emplace_back(s);
    index_.emplace(names_.back(), id);
    return id;
  }
  const std::string& name(symbol s) const { return names_.at(s); }

  // Symbols the front end refers to (interned first, in this order).
  static constexpr symbol nil = 0, cons = 1, comma = 2, semicolon = 3, neck = 4, annotation = 5,
                          naf = 6, true_ = 7, fail = 8, minus = 9, nn = 10, query_op = 11,
                          query = 12, evidence = 13, not_ = 14, false_ = 15;

 private:
  std::vector<std::string> names_;
  std::unordered_map<std::string, symbol> index_;
};

enum class tag : std::uint8_t { atom, integer, real, variable, compound };

struct cell {
  tag t = tag::atom;
  std::uint32_t arity = 0;  // compound: the number of arguments
  std::uint64_t x = 0;      // atom/compound: symbol; integer/real: the bits; variable: binding
  std::uint32_t args = 0;   // compound: the first argument's index in the argument array
};

/// A term arena. References stay valid until `undo` drops the cells made after a mark.
class term_store {
 public:
  struct mark {
    std::size_t cells, args, trail;
  };

  term_ref atom(symbol s) { return push({tag::atom, 0, s, 0}); }
  term_ref integer(std::int64_t v) {
    return push({tag::integer, 0, std::bit_cast<std::uint64_t>(v), 0});
  }
  term_ref real(double v) { return push({tag::real, 0, std::bit_cast<std::uint64_t>(v), 0}); }
  term_ref variable() {
    const auto r = static_cast<term_ref>(cells_.size());
    cells_.push_back({tag::variable, 0, r, 0});
    return r;
  }
  term_ref compound(symbol f, std::span<const term_ref> args) {
    const auto first = static_cast<std::uint32_t>(args_.size());
    args_.insert(args_.end(), args.begin(), args.end());
    return push({tag::compound, static_cast<std::uint32_t>(args.size()), f, first});
  }
  term_ref compound(symbol f, std::initializer_list<term_ref> args) {
    return compound(f, std::span(args.begin(), args.size()));
  }

  /// Follows variable bindings to the representative.
  term_ref deref(term_ref r) const {
    while (cells_[r].t == tag::variable && cells_[r].x != r) r = static_cast<term_ref>(cells_[r].x);
    return r;
  }
  const cell& at(term_ref r) const { return cells_[r]; }
  tag kind(term_ref r) const { return cells_[deref(r)].t; }
  symbol functor(term_ref r) const { return static_cast<symbol>(cells_[deref(r)].x); }
  std::uint32_t arity(term_ref r) const {
    const cell& c = cells_[deref(r)];
    return c.t == tag::compound ? c.arity : 0;
  }
  term_ref arg(term_ref r, std::uint32_t i) const { return args_[cells_[deref(r)].args + i]; }
  std::int64_t int_value(term_ref r) const {
    return std::bit_cast<std::int64_t>(cells_[deref(r)].x);
  }
  double real_value(term_ref r) const { return std::bit_cast<double>(cells_[deref(r)].x); }
  bool is_callable(term_ref r) const {
    const tag t = kind(r);
    return t == tag::atom || t == tag::compound;
  }
  /// Name/arity of an atom or compound term.
  bool same_functor(term_ref a, term_ref b) const {
    return is_callable(a) && is_callable(b) && functor(a) == functor(b) && arity(a) == arity(b);
  }

  void bind(term_ref var, term_ref value) {
    cells_[var].x = value;
    trail_.push_back(var);
  }
  mark checkpoint() const { return {cells_.size(), args_.size(), trail_.size()}; }
  /// Undoes bindings made after `m` and drops the cells made after it.
  void undo(const mark& m) {
    for (std::size_t i = m.trail; i < trail_.size(); ++i)
      if (trail_[i] < m.cells) cells_[trail_[i]].x = trail_[i];
    trail_.resize(m.trail);
    cells_.resize(m.cells);
    args_.resize(m.args);
  }
  /// Undoes bindings only (the cells stay, e.g. a copied term still in use).
  void unbind(std::size_t trail_mark) {
    for (std::size_t i = trail_mark; i < trail_.size(); ++i) cells_[trail_[i]].x = trail_[i];
    trail_.resize(trail_mark);
  }
  std::size_t trail_size() const { return trail_.size(); }

  bool unify(term_ref a, term_ref b) {
    a = deref(a);
    b = deref(b);
    if (a == b) return true;
    const cell &x = cells_[a], &y = cells_[b];
    if (x.t == tag::variable) return bind(a, b), true;
    if (y.t == tag::variable) return bind(b, a), true;
    if (x.t != y.t) return false;
    switch (x.t) {
      case tag::atom:
      case tag::integer:
        return x.x == y.x;
      case tag::real:
        return real_value(a) == real_value(b);
      case tag::compound: {
        if (x.x != y.x || x.arity != y.arity) return false;
        const std::uint32_t n = x.arity, ax = x.args, ay = y.args;
        for (std::uint32_t i = 0; i < n; ++i)
          if (!unify(args_[ax + i], args_[ay + i])) return false;
        return true;
      }
      case tag::variable:
        break;
    }
    return false;
  }

  bool ground(term_ref r) const {
    r = deref(r);
    const cell& c = cells_[r];
    if (c.t == tag::variable) return false;
    if (c.t != tag::compound) return true;
    for (std::uint32_t i = 0; i < c.arity; ++i)
      if (!ground(args_[c.args + i])) return false;
    return true;
  }

  /// Copies `r` of `from` into this store; `vars` maps `from`'s unbound variables to new ones
  /// (so copies of the terms of one clause share their variables).
  term_ref copy_from(const term_store& from, term_ref r,
                     std::unordered_map<term_ref, term_ref>& vars) {
    r = from.deref(r);
    const cell& c = from.cells_[r];
    switch (c.t) {
      case tag::variable: {
        auto [it, fresh] = vars.try_emplace(r, 0);
        if (fresh) it->second = variable();
        return it->second;
      }
      case tag::compound: {
        std::vector<term_ref> kids(c.arity);
        for (std::uint32_t i = 0; i < c.arity; ++i)
          kids[i] = copy_from(from, from.args_[c.args + i], vars);
        return compound(static_cast<symbol>(c.x), kids);
      }
      default:
        return push(c);
    }
  }

  /// Writes `r` in Prolog syntax: lists as [a, b | T], operators as functional notation
  /// (except '-' of numbers), variables as _G<index> (or by `var_names` order when given).
  void write(std::ostream& os, term_ref r, const symbol_table& syms,
             std::unordered_map<term_ref, std::size_t>* var_names = nullptr) const {
    r = deref(r);
    const cell& c = cells_[r];
    switch (c.t) {
      case tag::atom:
        write_atom(os, syms.name(static_cast<symbol>(c.x)));
        return;
      case tag::integer:
        os << int_value(r);
        return;
      case tag::real: {
        std::ostringstream ss;
        ss.precision(17);
        ss << real_value(r);
        std::string s = ss.str();
        if (s.find_first_of(".eEn") == std::string::npos) s += ".0";
        os << s;
        return;
      }
      case tag::variable:
        if (var_names) {
          auto [it, fresh] = var_names->try_emplace(r, var_names->size());
          os << "_" << it->second;
        } else {
          os << "_G" << r;
        }
        return;
      case tag::compound:
        break;
    }
    if (c.x == symbol_table::cons && c.arity == 2) {
      os << "[";
      term_ref t = r;
      bool first = true;
      while (true) {
        t = deref(t);
        const cell& k = cells_[t];
        if (k.t == tag::compound && k.x == symbol_table::cons && k.arity == 2) {
          if (!first) os << ",";
          write(os, args_[k.args], syms, var_names);
          first = false;
          t = args_[k.args + 1];
        } else if (k.t == tag::atom && k.x == symbol_table::nil) {
          break;
        } else {
          os << "|";
          write(os, t, syms, var_names);
          break;
        }
      }
      os << "]";
      return;
    }
    write_atom(os, syms.name(static_cast<symbol>(c.x)));
    os << "(";
    for (std::uint32_t i = 0; i < c.arity; ++i) {
      if (i) os << ",";
      write(os, args_[c.args + i], syms, var_names);
    }
    os << ")";
  }
  std::string text(term_ref r, const symbol_table& syms) const {
    std::ostringstream os;
    write(os, r, syms);
    return os.str();
  }
  /// The term with its variables numbered by first occurrence: equal for variants.
  std::string variant_key(term_ref r, const symbol_table& syms) const {
    std::ostringstream os;
    std::unordered_map<term_ref, std::size_t> names;
    write(os, r, syms, &names);
    return os.str();
  }

  static void write_atom(std::ostream& os, const std::string& s) {
    const bool plain = !s.empty() && std::islower(static_cast<unsigned char>(s[0])) &&
                       s.find_first_not_of(
                           "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                           "0123456789_") == std::string::npos;
    const bool special =
        s == "[]" || s == "!" || s == ";" || s == "," ||
        (!s.empty() && s.find_first_not_of("+-*/\\^<>=~:.?@#&$") == std::string::npos);
    if (plain || special) {
      os << s;
      return;
    }
    os << "'";
    for (char ch : s) {
      if (ch == '\'' || ch == '\\') os << '\\';
      os << ch;
    }
    os << "'";
  }

 private:
  term_ref push(const cell& c) {
    const auto r = static_cast<term_ref>(cells_.size());
    cells_.push_back(c);
    return r;
  }
  std::vector<cell> cells_;
  std::vector<term_ref> args_;
  std::vector<term_ref> trail_;
};

}  // namespace deeplog::logic
