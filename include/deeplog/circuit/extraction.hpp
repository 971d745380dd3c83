// Extraction of common children: a set C of children shared by several operation nodes of one
// kind (the rows R) becomes one new node of that kind, op(C), which each row takes as a child
// in place of C. A rectangle R x C of the node-child incidence saves |R| |C| - |R| - |C| edges
// for one node; it is taken where that saving is at least extraction_options::min_saving. It is
// the single-cube extraction of logic synthesis (SIS's fast_extract) on n-ary sum and product
// nodes, and exact by associativity and commutativity alone: a sub-product of a decomposable
// product is decomposable, a sub-sum of a deterministic, smooth sum is deterministic and smooth,
// so a d-DNNF stays one and evaluates to the same values in every structure whose laws allow
// the regrouping (up to floating-point rounding).
//
// Two phases find the rectangles. First the prefixes (detail::prefix_phase): each kind's rows,
// their children ordered by decreasing number of parents, sorted, share the prefixes where they
// part, as nested nodes. Then rounds of pairs, as fast_extract does: two children that are
// seeds of at least two rows (each row's seeds: its children with the most parents, up to
// seed_children) give the rows R that hold both and the children C every row of R holds. The
// candidates are taken greedily by saving, each with the rows that still hold all of C; a round
// rebuilds the circuit, and the next round finds rectangles among the new nodes too.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "deeplog/algebra/laws.hpp"
#include "deeplog/base/resources.hpp"
#include "deeplog/circuit/builder.hpp"
#include "deeplog/circuit/circuit.hpp"

namespace deeplog {

struct extraction_options {
  /// Rounds of finding and extracting rectangles; each rebuilds the circuit. The rounds stop
  /// early when one saves less than `min_round_gain` of the edges.
  std::size_t rounds = 8;
  double min_round_gain = 0.01;
  /// First the prefix phase: the rows' children in order of decreasing parents, sorted, share
  /// their common prefixes (detail::prefix_phase); then the rounds of the pair search.
  bool prefixes = true;
  /// A row's seeds: at most this many of its children, those with the most parents of the
  /// row's kind (a pair of seeds is a candidate's start; a row of fan-in k costs k^2/2 pairs).
  std::size_t seed_children = 16;
  /// A rectangle is extracted where it saves at least this many edges; 2 makes every new
  /// node pay for itself (edges plus nodes fall).
  std::size_t min_saving = 2;
  /// The search's work per round (pairs counted and child lists read) is at most this many
  /// times the circuit's edges; past it the round extracts the candidates found so far.
  /// Deterministic: the same circuit gives the same result.
  std::size_t work_per_edge = 64;
  /// budget_exceeded (nodes) where a round's circuit would pass this many nodes.
  std::size_t max_nodes = std::size_t(1) << 26;
  std::string_view budget_name = "extraction_options::max_nodes";
  /// budget_exceeded (time) once the clock passes this point (none by default); read at the
  /// places that poll deeplog::check_budget().
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  std::string_view deadline_name = "extraction_options::deadline";
  /// The laws of the builder that rebuilds the circuit (those the circuit was built under): a
  /// kind is regrouped only where its operation is associative and commutative.
  algebraic_laws laws = {};
};

namespace detail {

// Whether a node of kind k may have its children regrouped under these laws.
inline bool regroupable(const algebraic_laws& l, node_kind k) {
  return k == node_kind::times ? l.times_associative && l.times_commutative
                               : l.plus_associative && l.plus_commutative;
}

// deeplog::check_budget(), and budget_exceeded (time) past o.deadline.
inline void poll_extraction(const extraction_options& o) {
  check_budget();
  if (o.deadline != std::chrono::steady_clock::time_point::max() &&
      std::chrono::steady_clock::now() > o.deadline)
    throw budget_exceeded(budget_exceeded::resource::time, "extraction: past its deadline (" +
                                                               std::string(o.deadline_name) +
                                                               "; time budget exceeded)");
}

// budget_exceeded (nodes) where a rebuilt circuit would have `nodes` nodes, past the budget.
inline void check_extraction_nodes(std::size_t nodes, const extraction_options& o) {
  if (nodes > o.max_nodes)
    throw budget_exceeded(budget_exceeded::resource::nodes,
                          "extraction exceeds the budget of " + std::to_string(o.max_nodes) +
                              " nodes (" + std::string(o.budget_name) + ")");
}

// One round over the rows of one kind (its nodes with two or more distinct children, each with
// its sorted child list): finds the candidates and applies them to the rows' lists, numbering
// the new nodes from `next_id` on.
class extraction_round {
 public:
  extraction_round(const circuit& c, node_kind k, const extraction_options& o) : c_(c), o_(o) {
    const std::size_t n = c.size();
    row_of_.assign(n, none);
    for (node_id i = 0; i < n; ++i) {
      if (c.kind(i) != k || c.children(i).size() < 2) continue;
      const std::size_t at = pool_.size();
      const auto ch = c.children(i);
      pool_.insert(pool_.end(), ch.begin(), ch.end());
      std::sort(pool_.begin() + std::ptrdiff_t(at), pool_.end());
      if (std::adjacent_find(pool_.begin() + std::ptrdiff_t(at), pool_.end()) != pool_.end()) {
        pool_.resize(at);  // a repeated child (x x where times is not idempotent): left alone
        continue;
      }
      row_of_[i] = static_cast<std::uint32_t>(rows_.size());
      rows_.push_back(i);
      begin_.push_back(at);
      len_.push_back(static_cast<std::uint32_t>(ch.size()));
    }
  }

  std::span<const node_id> row(std::size_t r) const { return {pool_.data() + begin_[r], len_[r]}; }
  /// Row of node i, or none.
  std::uint32_t row_of(node_id i) const { return row_of_[i]; }
  static constexpr std::uint32_t none = ~std::uint32_t(0);

  /// Finds candidates within `work` steps and applies them; the new nodes' child lists are
  /// appended to new_children (ids of c) with new_begin marking each; returns the edges saved.
  std::size_t run(std::size_t work, node_id next_id, std::vector<node_id>& new_children,
                  std::vector<std::size_t>& new_begin) {
    index();
    find(work);
    return apply(next_id, new_children, new_begin);
  }

 private:
  struct candidate {
    std::size_t saving;
    std::size_t order;
    std::size_t rows_at, kids_at;
    std::uint32_t num_rows, num_kids;
  };

  // Each child's number of rows, and each row's seeds with their rows.
  void index() {
    const std::size_t n = c_.size();
    deg_.assign(n, 0);
    for (std::size_t r = 0; r < rows_.size(); ++r)
      for (const node_id x : row(r)) ++deg_[x];
    seed_begin_.assign(rows_.size() + 1, 0);
    seeds_.clear();
    std::vector<node_id> buf;
    for (std::size_t r = 0; r < rows_.size(); ++r) {
      buf.clear();
      for (const node_id x : row(r))
        if (deg_[x] >= 2) buf.push_back(x);
      if (buf.size() > o_.seed_children) {
        const auto by_degree = [&](node_id a, node_id b) {
          return deg_[a] != deg_[b] ? deg_[a] > deg_[b] : a < b;
        };
        std::nth_element(buf.begin(), buf.begin() + std::ptrdiff_t(o_.seed_children), buf.end(),
                         by_degree);
        buf.resize(o_.seed_children);
        std::sort(buf.begin(), buf.end());
      }
      seeds_.insert(seeds_.end(), buf.begin(), buf.end());
      seed_begin_[r + 1] = seeds_.size();
    }
    csr(seed_par_begin_, seed_par_, [&](std::size_t r) { return seeds_of(r); });
  }

  std::span<const node_id> seeds_of(std::size_t r) const {
    return {seeds_.data() + seed_begin_[r], seed_begin_[r + 1] - seed_begin_[r]};
  }
  std::span<const std::uint32_t> parents(const std::vector<std::size_t>& b,
                                         const std::vector<std::uint32_t>& p, node_id x) const {
    return {p.data() + b[x], b[x + 1] - b[x]};
  }

  // begin/out: for each node, the rows whose list(r) holds it, in row order.
  template <class List>
  void csr(std::vector<std::size_t>& begin, std::vector<std::uint32_t>& out, List&& list) {
    const std::size_t n = c_.size();
    begin.assign(n + 1, 0);
    for (std::size_t r = 0; r < rows_.size(); ++r)
      for (const node_id x : list(r)) ++begin[x + 1];
    std::partial_sum(begin.begin(), begin.end(), begin.begin());
    out.assign(begin[n], 0);
    std::vector<std::size_t> at(begin.begin(), begin.end() - 1);
    for (std::size_t r = 0; r < rows_.size(); ++r)
      for (const node_id x : list(r)) out[at[x]++] = static_cast<std::uint32_t>(r);
  }

  void find(std::size_t work) {
    const std::size_t n = c_.size();
    std::vector<std::uint32_t> count(n, 0), at(n, 0), rows_of_pair;
    std::vector<node_id> touched, partners, kids, tmp;
    std::unordered_set<std::uint64_t> seen;
    std::size_t spent = 0;
    for (node_id a = 0; a < n && spent < work; ++a) {
      const auto sa = parents(seed_par_begin_, seed_par_, a);
      if (sa.size() < 2) continue;
      if (a % 256 == 0) poll_extraction(o_);
      // The rows where a and b are both seeds, for every b above a that shares two or more.
      touched.clear();
      for (const std::uint32_t r : sa) {
        const auto s = seeds_of(r);
        for (auto it = std::upper_bound(s.begin(), s.end(), a); it != s.end(); ++it)
          if (count[*it]++ == 0) touched.push_back(*it);
        spent += 2 * s.size();
      }
      std::sort(touched.begin(), touched.end());  // candidates in a fixed order
      partners.clear();
      std::size_t total = 0;
      for (const node_id b : touched) {
        at[b] = none;
        if (count[b] >= 2) {
          partners.push_back(b);
          at[b] = static_cast<std::uint32_t>(total);
          total += count[b];
        }
        count[b] = 0;
      }
      if (partners.empty()) continue;
      rows_of_pair.resize(total);
      for (const std::uint32_t r : sa) {
        const auto s = seeds_of(r);
        for (auto it = std::upper_bound(s.begin(), s.end(), a); it != s.end(); ++it)
          if (at[*it] != none) rows_of_pair[at[*it] + count[*it]++] = r;
      }
      for (const node_id b : partners) {
        if (spent >= work) break;
        const std::span<const std::uint32_t> rs(rows_of_pair.data() + at[b], count[b]);
        std::uint64_t h = rs.size();
        for (const std::uint32_t r : rs) h = (h ^ r) * 0x100000001b3ull + (h >> 29);
        if (!seen.insert(h).second) continue;  // R seen before: the same rectangle
        // C: the children every row of R holds (a and b at least: stop there).
        const auto first = row(rs[0]);
        kids.assign(first.begin(), first.end());
        for (std::size_t i = 1; i < rs.size() && kids.size() > 2; ++i) {
          const auto have = row(rs[i]);
          tmp.clear();
          std::set_intersection(kids.begin(), kids.end(), have.begin(), have.end(),
                                std::back_inserter(tmp));
          kids.swap(tmp);
          spent += have.size() + kids.size();
        }
        const std::size_t m = rs.size(), k = kids.size();
        if (m * k >= m + k + o_.min_saving) {
          cands_.push_back({m * k - m - k, cands_.size(), cand_rows_.size(), cand_kids_.size(),
                            static_cast<std::uint32_t>(m), static_cast<std::uint32_t>(k)});
          cand_rows_.insert(cand_rows_.end(), rs.begin(), rs.end());
          cand_kids_.insert(cand_kids_.end(), kids.begin(), kids.end());
        }
      }
      for (const node_id b : partners) count[b] = 0;
    }
  }

  std::size_t apply(node_id next_id, std::vector<node_id>& new_children,
                    std::vector<std::size_t>& new_begin) {
    std::sort(cands_.begin(), cands_.end(), [](const candidate& x, const candidate& y) {
      return x.saving != y.saving ? x.saving > y.saving : x.order < y.order;
    });
    std::size_t saved = 0;
    std::vector<std::uint32_t> keep;
    // The candidates applied to each row, as lists through `applied` (head: the latest). C was
    // found among a row's children as they were, so the row holds C now unless an applied
    // candidate took one of C's children away: a test of sorted short lists, not of the row.
    constexpr std::uint32_t end = none;
    std::vector<std::uint32_t> head(rows_.size(), end);
    struct link {
      std::uint32_t candidate, next;
    };
    std::vector<link> applied;
    for (std::size_t ci = 0; ci < cands_.size(); ++ci) {
      if (ci % 1024 == 0) poll_extraction(o_);
      const candidate& cd = cands_[ci];
      const auto kids = kids_of(cd);
      keep.clear();
      for (std::size_t i = 0; i < cd.num_rows; ++i) {
        const std::uint32_t r = cand_rows_[cd.rows_at + i];
        bool holds = true;
        for (std::uint32_t a = head[r]; a != end && holds; a = applied[a].next)
          holds = disjoint(kids, kids_of(cands_[applied[a].candidate]));
        if (holds) keep.push_back(r);
      }
      const std::size_t m = keep.size(), k = kids.size();
      if (m < 2 || m * k < m + k + o_.min_saving) continue;
      saved += m * k - m - k;
      // The new node's id is above every id in the rows, so appending it keeps them sorted.
      for (const std::uint32_t r : keep) {
        node_id* out = pool_.data() + begin_[r];
        std::size_t j = 0, w = 0;
        for (std::size_t i = 0; i < len_[r]; ++i) {
          const node_id x = out[i];
          while (j < k && kids[j] < x) ++j;
          if (j < k && kids[j] == x) continue;
          out[w++] = x;
        }
        out[w++] = next_id;
        len_[r] = static_cast<std::uint32_t>(w);
        applied.push_back({static_cast<std::uint32_t>(ci), head[r]});
        head[r] = static_cast<std::uint32_t>(applied.size() - 1);
      }
      new_children.insert(new_children.end(), kids.begin(), kids.end());
      new_begin.push_back(new_children.size());
      ++next_id;
    }
    return saved;
  }

  std::span<const node_id> kids_of(const candidate& cd) const {
    return {cand_kids_.data() + cd.kids_at, cd.num_kids};
  }

  // Whether two sorted lists have no element in common.
  static bool disjoint(std::span<const node_id> a, std::span<const node_id> b) {
    auto i = a.begin(), j = b.begin();
    while (i != a.end() && j != b.end()) {
      if (*i == *j) return false;
      if (*i < *j)
        ++i;
      else
        ++j;
    }
    return true;
  }

  const circuit& c_;
  const extraction_options& o_;
  std::vector<node_id> rows_, pool_;
  std::vector<std::size_t> begin_;
  std::vector<std::uint32_t> len_, row_of_, deg_;
  std::vector<std::size_t> seed_begin_, seed_par_begin_;
  std::vector<std::uint32_t> seed_par_;
  std::vector<node_id> seeds_, cand_kids_;
  std::vector<std::uint32_t> cand_rows_;
  std::vector<candidate> cands_;
};

// One round over both kinds (those the laws allow); the circuit rebuilt, and the edges the
// extraction saved (before the builder's own folding).
inline circuit extraction_pass(const circuit& c, const extraction_options& o, std::size_t& saved) {
  const std::size_t n = c.size();
  const std::size_t work = o.work_per_edge * std::max<std::size_t>(c.num_edges(), 1);
  std::vector<node_id> new_children;
  std::vector<std::size_t> new_begin{0};
  std::vector<node_kind> new_kind;
  std::vector<extraction_round> rounds;
  saved = 0;
  for (const node_kind k : {node_kind::times, node_kind::plus}) {
    if (!regroupable(o.laws, k)) continue;
    rounds.emplace_back(c, k, o);
    const std::size_t before = new_begin.size();
    saved +=
        rounds.back().run(work, static_cast<node_id>(n + new_kind.size()), new_children, new_begin);
    new_kind.insert(new_kind.end(), new_begin.size() - before, k);
  }
  if (saved == 0) return c;
  check_extraction_nodes(n + new_kind.size(), o);
  basic_circuit_builder<> b(c.num_inputs(), o.laws);
  b.reserve(n + new_kind.size(), c.num_edges());
  std::vector<node_id> made(new_kind.size(), not_copied), kids, vk;
  // A row takes its new list: the ids of c it kept and the new nodes (ids n and up), each new
  // node built from its children (ids of c, copied before the first row that holds it).
  const auto map = copy_nodes(
      b, c, [&](std::uint32_t in) { return b.input(in); },
      [&](node_id i, std::span<const node_id> copied) -> std::optional<node_id> {
        if (i % 4096 == 0) poll_extraction(o);
        for (const auto& r : rounds) {
          const std::uint32_t at = r.row_of(i);
          if (at == extraction_round::none) continue;
          kids.clear();
          for (const node_id x : r.row(at)) {
            if (x < n) {
              kids.push_back(copied[x]);
              continue;
            }
            const std::size_t v = x - n;
            if (made[v] == not_copied) {
              vk.clear();
              for (std::size_t e = new_begin[v]; e < new_begin[v + 1]; ++e)
                vk.push_back(copied[new_children[e]]);
              made[v] = new_kind[v] == node_kind::times ? b.times(vk) : b.plus(vk);
            }
            kids.push_back(made[v]);
          }
          return c.kind(i) == node_kind::times ? b.times(kids) : b.plus(kids);
        }
        return std::nullopt;
      });
  for (const node_id r : c.roots()) b.add_root(map[r]);
  return b.build();
}

// The prefix phase: each kind's rows, their children ordered by decreasing number of parents
// (then by id), sorted lexicographically, form a trie whose shared prefixes are shared nodes:
// a prefix held by several rows where they part (a branch of the trie) becomes op(prefix),
// and each row below it takes that node in place of the prefix. Sorting finds in O(E log E)
// what the pair search finds only within its work limit: the long sets of literals that a
// compiled circuit's products repeat (a decision's implied literals, the backbone's). A branch
// is kept where its m rows (or branches) below, each k children shorter, save m k - m - k >=
// min_saving edges. The circuit rebuilt; `saved`: the edges it saved.
class prefix_phase {
 public:
  prefix_phase(const circuit& c, const extraction_options& o) : c_(c), o_(o) {
    end_of_.assign(c.size(), none);
    for (const node_kind k : {node_kind::times, node_kind::plus})
      if (regroupable(o.laws, k)) add_kind(k);
    decide();
    row_index_.assign(c.size(), none);
    for (std::size_t r = 0; r < row_at_.size(); ++r)
      row_index_[row_at_[r]] = static_cast<std::uint32_t>(r);
  }

  circuit rebuild() {
    const std::size_t n = c_.size();
    std::size_t extra = 0;
    for (std::size_t t = 0; t < nodes_.size(); ++t) extra += kept_[t] && !nodes_[t].end;
    check_extraction_nodes(n + extra, o_);
    basic_circuit_builder<> b(c_.num_inputs(), o_.laws);
    b.reserve(n + extra, c_.num_edges());
    made_.assign(nodes_.size(), not_copied);
    const auto map = copy_nodes(
        b, c_, [&](std::uint32_t in) { return b.input(in); },
        [&](node_id i, std::span<const node_id> copied) -> std::optional<node_id> {
          if (i % 4096 == 0) poll_extraction(o_);
          if (end_of_[i] == none) return std::nullopt;
          return build(b, end_of_[i], i, copied);
        });
    for (const node_id r : c_.roots()) b.add_root(map[r]);
    return b.build();
  }

 private:
  static constexpr std::uint32_t none = ~std::uint32_t(0);
  struct trie_node {
    std::uint32_t depth;
    std::uint32_t parent;  // the trie node above (none: the prefix starts at the root)
    node_kind kind;
    bool end;  // a row's whole child list (else a branch)
  };

  std::span<const node_id> seq(std::size_t r) const {
    return {pool_.data() + begin_[r], begin_[r + 1] - begin_[r]};
  }

  void add_kind(node_kind k) {
    const std::size_t n = c_.size();
    std::vector<std::uint32_t> parents(n, 0);
    std::vector<node_id> rows;
    for (node_id i = 0; i < n; ++i)
      if (c_.kind(i) == k && c_.children(i).size() >= 2) {
        rows.push_back(i);
        for (const node_id x : c_.children(i)) ++parents[x];
      }
    pool_.clear();
    begin_.assign(1, 0);
    std::vector<node_id> kept_rows;
    for (const node_id i : rows) {
      if (i % 4096 == 0) poll_extraction(o_);
      const auto ch = c_.children(i);
      const std::size_t at = pool_.size();
      pool_.insert(pool_.end(), ch.begin(), ch.end());
      const auto first = pool_.begin() + std::ptrdiff_t(at);
      std::sort(first, pool_.end());
      if (std::adjacent_find(first, pool_.end()) != pool_.end()) {
        pool_.resize(at);  // a repeated child: left alone
        continue;
      }
      std::sort(first, pool_.end(), [&](node_id a, node_id b) {
        return parents[a] != parents[b] ? parents[a] > parents[b] : a < b;
      });
      kept_rows.push_back(i);
      begin_.push_back(pool_.size());
    }
    std::vector<std::uint32_t> order(kept_rows.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
      const auto x = seq(a), y = seq(b);
      return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end());
    });
    // The compressed trie from the sorted rows and their common prefixes, with a stack of the
    // trie nodes on the current row's path (depths increasing).
    std::vector<std::uint32_t> stack;
    std::uint32_t prev = none;
    for (const std::uint32_t r : order) {
      if (r % 4096 == 0) poll_extraction(o_);
      const auto s = seq(r);
      std::size_t l = 0;
      if (prev != none) {
        const auto p = seq(prev);
        l = static_cast<std::size_t>(std::mismatch(s.begin(), s.end(), p.begin(), p.end()).first -
                                     s.begin());
        if (l == s.size() && l == p.size()) {  // the same list (not hash-consed): one node
          end_of_[kept_rows[r]] = end_of_[kept_rows[prev]];
          continue;
        }
      }
      std::uint32_t below = none;
      while (!stack.empty() && nodes_[stack.back()].depth > l) {
        below = stack.back();
        stack.pop_back();
      }
      if (l > 0 && (stack.empty() || nodes_[stack.back()].depth < l)) {
        // The previous row goes on below depth l (l < its length), so `below` is set.
        const std::uint32_t branch =
            add({static_cast<std::uint32_t>(l), stack.empty() ? none : stack.back(), k, false});
        nodes_[below].parent = branch;
        stack.push_back(branch);
      }
      const std::uint32_t end =
          add({static_cast<std::uint32_t>(s.size()), stack.empty() ? none : stack.back(), k, true});
      stack.push_back(end);
      end_of_[kept_rows[r]] = end;
      prev = r;
    }
    // Each row's ordered list, kept for the rebuild (by circuit node).
    for (std::size_t r = 0; r < kept_rows.size(); ++r) {
      row_at_.push_back(kept_rows[r]);
      row_seq_.insert(row_seq_.end(), seq(r).begin(), seq(r).end());
      row_begin_.push_back(row_seq_.size());
    }
  }

  std::uint32_t add(trie_node t) {
    nodes_.push_back(t);
    return static_cast<std::uint32_t>(nodes_.size() - 1);
  }

  // Top-down (by depth): a branch is kept where it saves min_saving edges over the lists
  // below it, each list starting at its nearest kept ancestor.
  void decide() {
    const std::size_t m = nodes_.size();
    std::vector<std::uint32_t> below(m, 0), order(m);
    for (const trie_node& t : nodes_)
      if (t.parent != none) ++below[t.parent];
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
      return nodes_[a].depth < nodes_[b].depth;
    });
    kept_.assign(m, 0);
    up_.assign(m, none);
    for (const std::uint32_t t : order) {
      const trie_node& tn = nodes_[t];
      std::uint32_t a = tn.parent;
      while (a != none && !kept_[a]) a = up_[a];
      up_[t] = a;
      const std::size_t k = tn.depth - (a == none ? 0 : nodes_[a].depth) + (a == none ? 0 : 1);
      kept_[t] = tn.end || (below[t] * k >= below[t] + k + o_.min_saving);
    }
  }

  // The node of kept trie node t, built from row i's ordered list (its prefix up to t's depth
  // is t's), its ancestors first.
  node_id build(basic_circuit_builder<>& b, std::uint32_t t, node_id i,
                std::span<const node_id> copied) {
    if (made_[t] != not_copied) return made_[t];
    const auto s = ordered(i);
    chain_.clear();
    for (std::uint32_t a = t; a != none && made_[a] == not_copied; a = up_[a]) chain_.push_back(a);
    std::vector<node_id> kids;
    for (std::size_t j = chain_.size(); j-- > 0;) {
      const std::uint32_t a = chain_[j];
      const std::uint32_t u = up_[a];
      kids.clear();
      if (u != none) kids.push_back(made_[u]);
      for (std::size_t d = u == none ? 0 : nodes_[u].depth; d < nodes_[a].depth; ++d)
        kids.push_back(copied[s[d]]);
      made_[a] = nodes_[a].kind == node_kind::times ? b.times(kids) : b.plus(kids);
    }
    return made_[t];
  }

  std::span<const node_id> ordered(node_id i) const {
    const std::uint32_t r = row_index_[i];
    return {row_seq_.data() + row_begin_[r], row_begin_[r + 1] - row_begin_[r]};
  }

  const circuit& c_;
  const extraction_options& o_;
  std::vector<trie_node> nodes_;
  std::vector<char> kept_;
  std::vector<std::uint32_t> up_, end_of_, row_index_;
  std::vector<node_id> pool_, row_at_, row_seq_, chain_, made_;
  std::vector<std::size_t> begin_, row_begin_{0};
};

}  // namespace detail

/// `c` with common children extracted as above (a new circuit, its roots in c's order and its
/// inputs the same), or `c` itself where nothing is worth extracting. The search and the
/// rebuilds poll deeplog::check_budget() and o.deadline.
inline circuit extract_common_children(const circuit& c, const extraction_options& o = {}) {
  circuit out = c;
  if (o.prefixes) {
    circuit next = detail::prefix_phase(out, o).rebuild();
    if (next.num_edges() < out.num_edges()) out = std::move(next);
  }
  for (std::size_t round = 0; round < o.rounds; ++round) {
    std::size_t saved = 0;
    circuit next = detail::extraction_pass(out, o, saved);
    if (saved == 0) break;
    const bool small = double(saved) < o.min_round_gain * double(out.num_edges());
    out = std::move(next);
    if (small) break;
  }
  return out;
}

}  // namespace deeplog
