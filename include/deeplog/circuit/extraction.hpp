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
#include <limits>
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
  /// Rounds of the pair search; each rebuilds the circuit. The rounds stop early when one
  /// saves less than `min_round_gain` of the edges.
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
  /// A phase or round whose circuit could pass this many nodes is not taken: the pass ends
  /// with the circuit before it (the input itself where the first one would).
  std::size_t max_nodes = std::size_t(1) << 26;
  /// budget_exceeded (time) once the clock passes this point (none by default), polled with
  /// deeplog::check_budget() as the search and the rebuilds go.
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  std::string_view deadline_name = "extraction_options::deadline";
  /// Past the deadline: false, budget_exceeded; true, the phase or round under way is not
  /// taken and the pass ends with the circuit before it, as at the node budget (the
  /// compilers' setting: the pass is an optional last step of a compilation that has its
  /// circuit already, and a circuit extracted less is still exact).
  bool keep_at_deadline = false;
  /// The laws of the builder that rebuilds the circuit (those the circuit was built under): a
  /// kind is regrouped only where its operation is associative and commutative.
  algebraic_laws laws = {};
};

namespace detail {

inline constexpr std::uint32_t no_index = ~std::uint32_t(0);

// Whether a node of kind k may have its children regrouped under these laws.
inline bool regroupable(const algebraic_laws& l, node_kind k) {
  return k == node_kind::times ? l.times_associative && l.times_commutative
                               : l.plus_associative && l.plus_commutative;
}

// Whether m lists, each giving up k children for one new node of k children, save at least
// `min_saving` edges: m k - m - k >= min_saving, without wrapping around.
inline bool saves(std::size_t m, std::size_t k, std::size_t min_saving) {
  return m * k > m + k && m * k - m - k >= min_saving;
}

// Thrown past o.deadline where o.keep_at_deadline: extract_common_children catches it and
// ends with the circuit it took last.
struct deadline_reached {};

// budget_exceeded (time) past o.deadline, or deadline_reached where o.keep_at_deadline.
inline void check_deadline(const extraction_options& o) {
  if (o.deadline == std::chrono::steady_clock::time_point::max() ||
      std::chrono::steady_clock::now() <= o.deadline)
    return;
  if (o.keep_at_deadline) throw deadline_reached{};
  throw budget_exceeded(
      budget_exceeded::resource::time,
      "extraction: past its deadline (" + std::string(o.deadline_name) + "; time budget exceeded)");
}

// Polls deeplog::check_budget() and the deadline every `every` steps of work.
class extraction_poll {
 public:
  extraction_poll(const extraction_options& o, std::size_t every) : o_(o), every_(every) {}
  void operator()(std::size_t steps = 1) {
    done_ += steps;
    if (done_ < every_) return;
    done_ = 0;
    check_budget();
    check_deadline(o_);
  }

 private:
  const extraction_options& o_;
  std::size_t every_, done_ = 0;
};

// The rows of one kind: its nodes with two or more children, none of them repeated (a
// repeated child, x x where the operation is not idempotent, leaves its node alone), each with
// its children sorted by id, and each child's number of rows.
struct row_lists {
  std::vector<node_id> nodes, pool;
  std::vector<std::size_t> begin{0};
  std::vector<std::uint32_t> parents;  // per node of the circuit

  row_lists(const circuit& c, node_kind k, extraction_poll& poll) : parents(c.size(), 0) {
    for (node_id i = 0; i < c.size(); ++i) {
      const auto ch = c.children(i);
      if (c.kind(i) != k || ch.size() < 2) continue;
      poll(ch.size());
      const std::size_t at = pool.size();
      pool.insert(pool.end(), ch.begin(), ch.end());
      const auto first = pool.begin() + std::ptrdiff_t(at);
      std::sort(first, pool.end());
      if (std::adjacent_find(first, pool.end()) != pool.end()) {
        pool.resize(at);
        continue;
      }
      nodes.push_back(i);
      begin.push_back(pool.size());
      for (const node_id x : ch) ++parents[x];
    }
  }
  std::size_t size() const { return nodes.size(); }
  std::span<node_id> operator[](std::size_t r) {
    return {pool.data() + begin[r], begin[r + 1] - begin[r]};
  }
};

// Node i of c rebuilt in b over `kids` (ids of b), as a node of i's kind.
inline node_id rebuilt(basic_circuit_builder<>& b, node_kind k, std::span<const node_id> kids) {
  return k == node_kind::times ? b.times(kids) : b.plus(kids);
}

// The pair search over the rows of one kind: finds the candidates within a work limit and
// applies them to the rows' lists, numbering the new nodes from `next_id` on.
class pair_search {
 public:
  pair_search(const circuit& c, node_kind k, const extraction_options& o, extraction_poll& poll)
      : c_(c), o_(o), poll_(poll), rows_(c, k, poll) {
    row_of_.assign(c.size(), no_index);
    for (std::size_t r = 0; r < rows_.size(); ++r) {
      row_of_[rows_.nodes[r]] = static_cast<std::uint32_t>(r);
      len_.push_back(static_cast<std::uint32_t>(rows_[r].size()));
    }
  }

  /// Row r's list as it is now (ids of c, and new nodes from next_id on).
  std::span<const node_id> row(std::size_t r) const {
    return {rows_.pool.data() + rows_.begin[r], len_[r]};
  }
  /// Row of node i, or no_index.
  std::uint32_t row_of(node_id i) const { return row_of_[i]; }

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
    std::size_t order;  // a fixed order among equal savings
    std::size_t rows_at, kids_at;
    std::uint32_t num_rows, num_kids;
  };

  // Each row's seeds, and for each child the rows it is a seed of (in row order).
  void index() {
    const auto& deg = rows_.parents;
    seed_begin_.assign(rows_.size() + 1, 0);
    std::vector<node_id> buf;
    for (std::size_t r = 0; r < rows_.size(); ++r) {
      buf.clear();
      for (const node_id x : row(r))
        if (deg[x] >= 2) buf.push_back(x);
      if (buf.size() > o_.seed_children) {
        const auto by_degree = [&](node_id a, node_id b) {
          return deg[a] != deg[b] ? deg[a] > deg[b] : a < b;
        };
        std::nth_element(buf.begin(), buf.begin() + std::ptrdiff_t(o_.seed_children), buf.end(),
                         by_degree);
        buf.resize(o_.seed_children);
        std::sort(buf.begin(), buf.end());
      }
      seeds_.insert(seeds_.end(), buf.begin(), buf.end());
      seed_begin_[r + 1] = seeds_.size();
    }
    const std::size_t n = c_.size();
    seeded_begin_.assign(n + 1, 0);
    for (const node_id x : seeds_) ++seeded_begin_[x + 1];
    std::partial_sum(seeded_begin_.begin(), seeded_begin_.end(), seeded_begin_.begin());
    seeded_.assign(seeds_.size(), 0);
    std::vector<std::size_t> at(seeded_begin_.begin(), seeded_begin_.end() - 1);
    for (std::size_t r = 0; r < rows_.size(); ++r)
      for (const node_id x : seeds_of(r)) seeded_[at[x]++] = static_cast<std::uint32_t>(r);
  }

  std::span<const node_id> seeds_of(std::size_t r) const {
    return {seeds_.data() + seed_begin_[r], seed_begin_[r + 1] - seed_begin_[r]};
  }
  std::span<const std::uint32_t> seeded(node_id x) const {
    return {seeded_.data() + seeded_begin_[x], seeded_begin_[x + 1] - seeded_begin_[x]};
  }

  void find(std::size_t work) {
    const std::size_t n = c_.size();
    std::vector<std::uint32_t> count(n, 0), at(n, 0), rows_of_pair;
    std::vector<node_id> touched, partners, kids, tmp;
    std::unordered_set<std::uint64_t> seen;
    std::size_t spent = 0;
    const auto step = [&](std::size_t s) {
      spent += s;
      poll_(s);
    };
    for (node_id a = 0; a < n && spent < work; ++a) {
      const auto sa = seeded(a);
      if (sa.size() < 2) continue;
      // The rows where a and b are both seeds, for every b above a that shares two or more.
      touched.clear();
      for (const std::uint32_t r : sa) {
        const auto s = seeds_of(r);
        for (auto it = std::upper_bound(s.begin(), s.end(), a); it != s.end(); ++it)
          if (count[*it]++ == 0) touched.push_back(*it);
        step(2 * s.size());
      }
      std::sort(touched.begin(), touched.end());  // candidates in a fixed order
      partners.clear();
      std::size_t total = 0;
      for (const node_id b : touched) {
        at[b] = no_index;
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
          if (at[*it] != no_index) rows_of_pair[at[*it] + count[*it]++] = r;
      }
      for (const node_id b : partners) {
        if (spent >= work) break;
        const std::span<const std::uint32_t> rs(rows_of_pair.data() + at[b], count[b]);
        // R seen before gives the same C: skipped (a hash collision only loses a candidate).
        std::uint64_t h = rs.size();
        for (const std::uint32_t r : rs) h = (h ^ r) * 0x100000001b3ull + (h >> 29);
        if (!seen.insert(h).second) continue;
        // C: the children every row of R holds (a and b at least: stop there).
        const auto first = row(rs[0]);
        kids.assign(first.begin(), first.end());
        for (std::size_t i = 1; i < rs.size() && kids.size() > 2; ++i) {
          const auto have = row(rs[i]);
          tmp.clear();
          std::set_intersection(kids.begin(), kids.end(), have.begin(), have.end(),
                                std::back_inserter(tmp));
          kids.swap(tmp);
          step(have.size() + kids.size());
        }
        const std::size_t m = rs.size(), k = kids.size();
        if (saves(m, k, o_.min_saving)) {
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
    std::vector<std::uint32_t> head(rows_.size(), no_index);
    struct link {
      std::uint32_t candidate, next;
    };
    std::vector<link> applied;
    for (std::size_t ci = 0; ci < cands_.size(); ++ci) {
      const candidate& cd = cands_[ci];
      poll_(cd.num_rows);
      const auto kids = kids_of(cd);
      keep.clear();
      for (std::size_t i = 0; i < cd.num_rows; ++i) {
        const std::uint32_t r = cand_rows_[cd.rows_at + i];
        bool holds = true;
        for (std::uint32_t a = head[r]; a != no_index && holds; a = applied[a].next)
          holds = disjoint(kids, kids_of(cands_[applied[a].candidate]));
        if (holds) keep.push_back(r);
      }
      const std::size_t m = keep.size(), k = kids.size();
      if (m < 2 || !saves(m, k, o_.min_saving)) continue;
      saved += m * k - m - k;
      // The new node's id is above every id in the rows, so appending it keeps them sorted.
      for (const std::uint32_t r : keep) {
        node_id* out = rows_.pool.data() + rows_.begin[r];
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
  extraction_poll& poll_;
  row_lists rows_;
  std::vector<std::uint32_t> len_, row_of_;
  std::vector<std::size_t> seed_begin_, seeded_begin_;
  std::vector<node_id> seeds_, cand_kids_;
  std::vector<std::uint32_t> seeded_, cand_rows_;
  std::vector<candidate> cands_;
};

// One round of the pair search over both kinds (those the laws allow): the circuit rebuilt,
// with `saved` the edges the candidates saved (the builder may fold a few back, where a new
// node ends with one parent); nothing where no candidate was taken or the circuit could pass
// o.max_nodes.
inline std::optional<circuit> pair_round(const circuit& c, const extraction_options& o,
                                         std::size_t& saved) {
  const std::size_t n = c.size();
  const std::size_t edges = std::max<std::size_t>(c.num_edges(), 1);
  const std::size_t work = o.work_per_edge > std::numeric_limits<std::size_t>::max() / edges
                               ? std::numeric_limits<std::size_t>::max()
                               : o.work_per_edge * edges;
  extraction_poll poll(o, std::size_t(1) << 16);
  std::vector<node_id> new_children;
  std::vector<std::size_t> new_begin{0};
  std::vector<node_kind> new_kind;
  std::vector<pair_search> searches;
  searches.reserve(2);
  saved = 0;
  for (const node_kind k : {node_kind::times, node_kind::plus}) {
    if (!regroupable(o.laws, k)) continue;
    searches.emplace_back(c, k, o, poll);
    const std::size_t before = new_begin.size();
    saved += searches.back().run(work, static_cast<node_id>(n + new_kind.size()), new_children,
                                 new_begin);
    new_kind.insert(new_kind.end(), new_begin.size() - before, k);
  }
  if (saved == 0 || n + new_kind.size() > o.max_nodes) return std::nullopt;
  basic_circuit_builder<> b(c.num_inputs(), o.laws);
  b.reserve(n + new_kind.size(), c.num_edges());
  std::vector<node_id> made(new_kind.size(), not_copied), kids, vk;
  // A row takes its new list: the ids of c it kept and the new nodes (ids n and up), each new
  // node built from its children (ids of c, copied before the first row that holds it).
  const auto map = copy_nodes(
      b, c, [&](std::uint32_t in) { return b.input(in); },
      [&](node_id i, std::span<const node_id> copied) -> std::optional<node_id> {
        if (i % 4096 == 0) check_deadline(o);
        for (const auto& s : searches) {
          const std::uint32_t at = s.row_of(i);
          if (at == no_index) continue;
          kids.clear();
          for (const node_id x : s.row(at)) {
            if (x < n) {
              kids.push_back(copied[x]);
              continue;
            }
            const std::size_t v = x - n;
            if (made[v] == not_copied) {
              vk.clear();
              for (std::size_t e = new_begin[v]; e < new_begin[v + 1]; ++e)
                vk.push_back(copied[new_children[e]]);
              made[v] = rebuilt(b, new_kind[v], vk);
            }
            kids.push_back(made[v]);
          }
          return rebuilt(b, c.kind(i), kids);
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
// min_saving edges.
class prefix_phase {
 public:
  prefix_phase(const circuit& c, const extraction_options& o)
      : c_(c), o_(o), poll_(o, std::size_t(1) << 16) {
    end_of_.assign(c.size(), no_index);
    row_index_.assign(c.size(), no_index);
    for (const node_kind k : {node_kind::times, node_kind::plus})
      if (regroupable(o.laws, k)) add_kind(k);
    decide();
  }

  /// The circuit with the kept branches as nodes; nothing where it could pass o.max_nodes.
  std::optional<circuit> rebuild() {
    const std::size_t n = c_.size();
    std::size_t extra = 0;
    for (std::size_t t = 0; t < nodes_.size(); ++t) extra += kept_[t] && !nodes_[t].end;
    if (n + extra > o_.max_nodes) return std::nullopt;
    basic_circuit_builder<> b(c_.num_inputs(), o_.laws);
    b.reserve(n + extra, c_.num_edges());
    made_.assign(nodes_.size(), not_copied);
    const auto map = copy_nodes(
        b, c_, [&](std::uint32_t in) { return b.input(in); },
        [&](node_id i, std::span<const node_id> copied) -> std::optional<node_id> {
          if (i % 4096 == 0) check_deadline(o_);
          if (end_of_[i] == no_index) return std::nullopt;
          return build(b, end_of_[i], i, copied);
        });
    for (const node_id r : c_.roots()) b.add_root(map[r]);
    return b.build();
  }

 private:
  struct trie_node {
    std::uint32_t depth;
    std::uint32_t parent;  // the trie node above (no_index: the prefix starts at the root)
    node_kind kind;
    bool end;  // a row's whole child list (else a branch)
  };

  void add_kind(node_kind k) {
    row_lists rows(c_, k, poll_);
    const auto& parents = rows.parents;
    for (std::size_t r = 0; r < rows.size(); ++r) {
      const auto s = rows[r];
      std::sort(s.begin(), s.end(), [&](node_id a, node_id b) {
        return parents[a] != parents[b] ? parents[a] > parents[b] : a < b;
      });
      poll_(s.size());
    }
    std::vector<std::uint32_t> order(rows.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
      const auto x = rows[a], y = rows[b];
      return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end());
    });
    // The compressed trie from the sorted rows and their common prefixes, with a stack of the
    // trie nodes on the current row's path (depths increasing).
    std::vector<std::uint32_t> stack;
    std::uint32_t prev = no_index;
    for (const std::uint32_t r : order) {
      const auto s = rows[r];
      poll_(s.size());
      std::size_t l = 0;
      if (prev != no_index) {
        const auto p = rows[prev];
        l = static_cast<std::size_t>(std::mismatch(s.begin(), s.end(), p.begin(), p.end()).first -
                                     s.begin());
        if (l == s.size() && l == p.size()) {  // the same list (not hash-consed): one node
          end_of_[rows.nodes[r]] = end_of_[rows.nodes[prev]];
          continue;
        }
      }
      std::uint32_t deeper = no_index;
      while (!stack.empty() && nodes_[stack.back()].depth > l) {
        deeper = stack.back();
        stack.pop_back();
      }
      if (l > 0 && (stack.empty() || nodes_[stack.back()].depth < l)) {
        // The previous row goes on below depth l (l < its length), so `deeper` is set.
        const std::uint32_t branch =
            add({static_cast<std::uint32_t>(l), stack.empty() ? no_index : stack.back(), k, false});
        nodes_[deeper].parent = branch;
        stack.push_back(branch);
      }
      const std::uint32_t end = add(
          {static_cast<std::uint32_t>(s.size()), stack.empty() ? no_index : stack.back(), k, true});
      stack.push_back(end);
      end_of_[rows.nodes[r]] = end;
      prev = r;
    }
    // Each row's ordered list, kept for the rebuild (by circuit node).
    for (std::size_t r = 0; r < rows.size(); ++r) {
      row_index_[rows.nodes[r]] = static_cast<std::uint32_t>(row_begin_.size() - 1);
      row_seq_.insert(row_seq_.end(), rows[r].begin(), rows[r].end());
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
      if (t.parent != no_index) ++below[t.parent];
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
      return nodes_[a].depth < nodes_[b].depth;
    });
    kept_.assign(m, 0);
    up_.assign(m, no_index);
    for (const std::uint32_t t : order) {
      const trie_node& tn = nodes_[t];
      std::uint32_t a = tn.parent;
      while (a != no_index && !kept_[a]) a = up_[a];
      up_[t] = a;
      const std::size_t k = a == no_index ? tn.depth : tn.depth - nodes_[a].depth + 1;
      kept_[t] = tn.end || saves(below[t], k, o_.min_saving);
    }
  }

  // The node of kept trie node t, built from row i's ordered list (its prefix up to t's depth
  // is t's), its ancestors first.
  node_id build(basic_circuit_builder<>& b, std::uint32_t t, node_id i,
                std::span<const node_id> copied) {
    if (made_[t] != not_copied) return made_[t];
    const std::uint32_t r = row_index_[i];
    const std::span<const node_id> s(row_seq_.data() + row_begin_[r],
                                     row_begin_[r + 1] - row_begin_[r]);
    chain_.clear();
    for (std::uint32_t a = t; a != no_index && made_[a] == not_copied; a = up_[a])
      chain_.push_back(a);
    for (std::size_t j = chain_.size(); j-- > 0;) {
      const std::uint32_t a = chain_[j];
      const std::uint32_t u = up_[a];
      kids_.clear();
      if (u != no_index) kids_.push_back(made_[u]);
      for (std::size_t d = u == no_index ? 0 : nodes_[u].depth; d < nodes_[a].depth; ++d)
        kids_.push_back(copied[s[d]]);
      made_[a] = rebuilt(b, nodes_[a].kind, kids_);
    }
    return made_[t];
  }

  const circuit& c_;
  const extraction_options& o_;
  extraction_poll poll_;
  std::vector<trie_node> nodes_;
  std::vector<char> kept_;
  std::vector<std::uint32_t> up_, end_of_, row_index_;
  std::vector<node_id> row_seq_, chain_, kids_, made_;
  std::vector<std::size_t> row_begin_{0};
};

}  // namespace detail

/// `c` with common children extracted as above: a new circuit, its roots in c's order and its
/// inputs the same (a copy of `c` where nothing is worth extracting, or where the first phase
/// could pass o.max_nodes). Past o.deadline: budget_exceeded (time), or with
/// o.keep_at_deadline the circuit taken before the phase or round under way.
inline circuit extract_common_children(const circuit& c, const extraction_options& o = {}) {
  std::optional<circuit> out;  // the latest circuit taken; none: c itself
  const auto current = [&]() -> const circuit& { return out ? *out : c; };
  try {
    if (o.prefixes) {
      std::optional<circuit> next = detail::prefix_phase(c, o).rebuild();
      if (next && next->num_edges() < c.num_edges()) out = std::move(next);
    }
    for (std::size_t round = 0; round < o.rounds; ++round) {
      std::size_t saved = 0;
      std::optional<circuit> next = detail::pair_round(current(), o, saved);
      if (!next) break;
      const bool small = double(saved) < o.min_round_gain * double(current().num_edges());
      out = std::move(next);
      if (small) break;
    }
  } catch (const detail::deadline_reached&) {  // only where o.keep_at_deadline
  }
  return current();
}

}  // namespace deeplog
