// The experiments' reports: one CSV row per run (written and read back, so that runs made
// by several processes merge into one table), the paper's layout in Markdown — median with the
// first and third quartiles, the paper's number beside each cell, bold and italic marks
// computed by the test the paper names — and an SVG plot.
//
// Marks (paper, Section "Evaluation", "Experimental details"): in each column, among the
// systems of the paper's comparison (not the supervised reference, not an ablation), the one with
// the highest median and every system that the one-tailed Wilcoxon signed-rank test does not
// find below it at 0.05 (runs paired by repetition: the same seed, data order and initial
// network) are bold. A column with fewer than five paired runs gets no bold marks: with four
// pairs the smallest p-value the test can give is 1/16 > 0.05. Italic: a cell where some runs
// failed (their metric above chance by less than half of the median's margin above chance)
// while the median did not.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <iomanip>
#include <istream>
#include <map>
#include <optional>
#include <ostream>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "deeplog/base/error.hpp"
#include "systems/paper_results.hpp"
#include "systems/run_result.hpp"

namespace deeplog::systems {

struct run_record {
  std::string task, system;
  std::size_t repetition = 0;
  std::string metric_name;
  run_result result;
};

/// The q-quantile (linear interpolation between order statistics, as numpy's default).
inline double quantile(std::vector<double> xs, double q) {
  if (xs.empty()) return std::nan("");
  std::sort(xs.begin(), xs.end());
  const double pos = q * double(xs.size() - 1);
  const auto lo = static_cast<std::size_t>(std::floor(pos));
  const std::size_t hi = std::min(lo + 1, xs.size() - 1);
  return xs[lo] + (pos - double(lo)) * (xs[hi] - xs[lo]);
}

/// The exact one-tailed p-value of the Wilcoxon signed-rank test of "x tends to exceed y" on
/// the pairs (x[i], y[i]): zero differences are dropped (Wilcoxon's method), tied absolute
/// differences share their mean rank, and the null distribution of the positive rank sum is
/// counted over all 2^n sign patterns of those ranks (by dynamic programming on doubled ranks,
/// so ties stay exact). 1 when every difference is zero.
inline double wilcoxon_greater(std::span<const double> x, std::span<const double> y) {
  if (x.size() != y.size()) throw argument_error("wilcoxon_greater: samples of unequal size");
  std::vector<double> d;
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (!std::isfinite(x[i]) || !std::isfinite(y[i]))
      throw argument_error("wilcoxon_greater: a sample is not finite");
    if (x[i] != y[i]) d.push_back(x[i] - y[i]);
  }
  const std::size_t n = d.size();
  if (n == 0) return 1.0;
  std::vector<std::size_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = i;
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return std::abs(d[a]) < std::abs(d[b]); });
  // Equal up to rounding: differences of metrics computed as ratios of counts.
  auto tied = [](double a, double b) { return std::abs(a - b) <= 1e-12 * std::max(1.0, a); };
  std::vector<std::size_t> rank2(n);  // twice the (mean) rank: an integer
  for (std::size_t i = 0; i < n;) {
    std::size_t j = i + 1;
    while (j < n && tied(std::abs(d[order[i]]), std::abs(d[order[j]]))) ++j;
    for (std::size_t k = i; k < j; ++k) rank2[order[k]] = i + j + 1;  // 2 * mean of i+1..j
    i = j;
  }
  std::size_t observed = 0, total = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (d[i] > 0) observed += rank2[i];
    total += rank2[i];
  }
  // count[s]: the sign patterns whose positive doubled-rank sum is s, as a fraction of 2^n.
  std::vector<double> count(total + 1, 0.0);
  count[0] = 1;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t s = total + 1; s-- > 0;)
      count[s] = 0.5 * (count[s] + (s >= rank2[i] ? count[s - rank2[i]] : 0.0));
  double p = 0;
  for (std::size_t s = observed; s <= total; ++s) p += count[s];
  return std::min(1.0, p);
}

namespace detail {
inline constexpr const char* csv_header =
    "task,system,repetition,metric,value,digit_accuracy,epochs,train_seconds,"
    "inference_seconds_per_query,validation_loss";
}  // namespace detail

/// One row per run; the last column, digit_accuracy_relabelled, came after the others (files
/// written before it have ten columns, and read_csv reads both).
inline void write_csv(std::ostream& os, const std::vector<run_record>& rs) {
  os << detail::csv_header << ",digit_accuracy_relabelled\n";
  os << std::setprecision(10);
  for (const auto& r : rs)
    os << r.task << "," << r.system << "," << r.repetition << "," << r.metric_name << ","
       << r.result.metric << "," << r.result.digit_accuracy << "," << r.result.epochs << ","
       << r.result.train_seconds << "," << r.result.inference_seconds_per_query << ","
       << r.result.validation_loss << "," << r.result.digit_accuracy_relabelled << "\n";
}

/// Reads what write_csv wrote, or a file of the ten columns before the relabelled digit
/// accuracy (which then reads as -1); `source` names the input in errors (format_error with
/// its line and column).
inline std::vector<run_record> read_csv(std::istream& is, const std::string& source) {
  const std::string header = detail::csv_header, header11 = header + ",digit_accuracy_relabelled";
  std::string line;
  std::size_t lineno = 1;
  if (!std::getline(is, line) || (line != header && line != header11))
    throw format_error(source, 1, 0, "expected the header '" + header11 + "'");
  const std::size_t fields = line == header ? 10 : 11;
  std::vector<run_record> out;
  while (std::getline(is, line)) {
    ++lineno;
    if (line.empty()) continue;
    std::vector<std::string> f;
    std::vector<std::size_t> col;
    for (std::size_t start = 0;;) {
      const std::size_t comma = line.find(',', start);
      col.push_back(start + 1);
      f.push_back(line.substr(start, comma == std::string::npos ? comma : comma - start));
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
    if (f.size() != fields)
      throw format_error(
          source, lineno, 0,
          "expected " + std::to_string(fields) + " fields, found " + std::to_string(f.size()));
    auto number = [&](std::size_t k) {
      const std::string& s = f[k];
      char* end = nullptr;
      const double v = std::strtod(s.c_str(), &end);
      if (s.empty() || end != s.c_str() + s.size() || !std::isfinite(v))
        throw format_error(source, lineno, col[k], "'" + s + "' is not a finite number");
      return v;
    };
    auto count = [&](std::size_t k) {
      const double v = number(k);
      if (v < 0 || v != std::floor(v) || v > 1e15)
        throw format_error(source, lineno, col[k], "'" + f[k] + "' is not a count");
      return static_cast<std::size_t>(v);
    };
    for (std::size_t k : {0, 1, 3})
      if (f[k].empty()) throw format_error(source, lineno, col[k], "empty field");
    run_record r{f[0], f[1], count(2), f[3], {}};
    r.result.metric = number(4);
    r.result.digit_accuracy = number(5);
    r.result.epochs = count(6);
    r.result.train_seconds = number(7);
    r.result.inference_seconds_per_query = number(8);
    r.result.validation_loss = number(9);
    if (fields == 11) r.result.digit_accuracy_relabelled = number(10);
    out.push_back(std::move(r));
  }
  return out;
}

/// Per column (task): the bold and italic marks of each system's cell, as the header says.
struct column_marks {
  std::set<std::string> bold, italic;
  bool tested = false;  // enough paired runs for the test
};

namespace detail {
struct cell_stats {
  double median = 0, q1 = 0, q3 = 0;
  std::size_t n = 0;
};
using runs_by_cell = std::map<std::pair<std::string, std::string>, std::map<std::size_t, double>>;
inline runs_by_cell collect(const std::vector<run_record>& rs,
                            const std::function<double(const run_result&)>& f) {
  runs_by_cell v;
  for (const auto& r : rs) v[{r.system, r.task}][r.repetition] = f(r.result);
  return v;
}
inline std::vector<double> values(const std::map<std::size_t, double>& m) {
  std::vector<double> out;
  for (const auto& [rep, x] : m) out.push_back(x);
  return out;
}
inline std::map<std::pair<std::string, std::string>, cell_stats> summarize(
    const std::vector<run_record>& rs, const std::function<double(const run_result&)>& f) {
  std::map<std::pair<std::string, std::string>, cell_stats> out;
  for (auto& [k, m] : collect(rs, f)) {
    const auto xs = values(m);
    out[k] = {quantile(xs, 0.5), quantile(xs, 0.25), quantile(xs, 0.75), xs.size()};
  }
  return out;
}
inline std::vector<std::string> ordered(const std::vector<run_record>& rs, bool tasks) {
  std::vector<std::string> out;
  for (const auto& r : rs) {
    const std::string& k = tasks ? r.task : r.system;
    if (std::find(out.begin(), out.end(), k) == out.end()) out.push_back(k);
  }
  return out;
}
}  // namespace detail

/// Whether a system takes part in the marks: not the supervised reference (it sees the digit
/// labels) nor an ablation (a name with a `+` suffix, such as `baseline+hidden256`).
inline bool competes(std::string_view system) {
  return system != "supervised" && system.find('+') == std::string_view::npos;
}

/// The paper's system for an ablation's runs: the name without its `+` suffix.
inline std::string_view base_system(std::string_view system) {
  return system.substr(0, system.find('+'));
}

/// The marks of one task's column for the metric (see the header). `higher_is_better`: the
/// direction of the comparison; `chance`: the metric of a run that learned nothing.
inline column_marks mark_column(const std::vector<run_record>& rs, const std::string& task,
                                double chance = 0, bool higher_is_better = true) {
  column_marks m;
  std::map<std::string, std::map<std::size_t, double>> runs;
  for (const auto& r : rs)
    if (r.task == task && competes(r.system)) runs[r.system][r.repetition] = r.result.metric;
  if (runs.empty()) return m;
  const double sign = higher_is_better ? 1 : -1;
  std::string best;
  double best_median = -INFINITY;
  for (const auto& [sys, reps] : runs) {
    const double med = sign * quantile(detail::values(reps), 0.5);
    if (med > best_median) best_median = med, best = sys;
  }
  // Bold: the best, and the systems not significantly below it (on the pairs both ran).
  std::size_t fewest = SIZE_MAX;
  std::map<std::string, double> p;
  for (const auto& [sys, reps] : runs) {
    if (sys == best) continue;
    std::vector<double> a, b;
    for (const auto& [rep, x] : reps)
      if (auto it = runs[best].find(rep); it != runs[best].end()) {
        a.push_back(sign * it->second);
        b.push_back(sign * x);
      }
    fewest = std::min(fewest, a.size());
    p[sys] = wilcoxon_greater(a, b);
  }
  m.tested = fewest != SIZE_MAX ? fewest >= 5 : runs[best].size() >= 5;
  if (m.tested) {
    m.bold.insert(best);
    for (const auto& [sys, pv] : p)
      if (pv >= 0.05) m.bold.insert(sys);
  }
  // Italic: some runs failed, the median did not.
  for (const auto& [sys, reps] : runs) {
    const auto xs = detail::values(reps);
    const double margin = quantile(xs, 0.5) - chance;
    if (!(margin > 0.1)) continue;  // the median itself failed (or learned little)
    for (double x : xs)
      if (x - chance < 0.5 * margin) {
        m.italic.insert(sys);
        break;
      }
  }
  return m;
}

/// Rows: systems; columns: tasks, each beside the paper's number where it has one; cells:
/// median [Q1, Q3] in percent, with the marks above. Then training time (beside the paper's,
/// where it has one), inference time per query and the digit head's test accuracy.
inline void write_markdown(std::ostream& os, const std::vector<run_record>& rs,
                           const std::string& title, const std::string& provenance) {
  const auto tasks = detail::ordered(rs, true), systems = detail::ordered(rs, false);
  std::map<std::string, column_marks> marks;
  std::map<std::string, std::string> metric_of;
  for (const auto& r : rs) metric_of.emplace(r.task, r.metric_name);
  for (const auto& t : tasks)
    marks[t] = mark_column(rs, t, metric_of[t] == "average precision" ? 0.5 : 0.0);
  auto table = [&](const std::vector<run_record>& recs, const std::string& what,
                   const std::function<double(const run_result&)>& f, int digits,
                   const std::string& paper_what, bool with_marks) {
    const auto s = detail::summarize(recs, f);
    std::vector<bool> paper_column;
    for (const auto& t : tasks) {
      bool any = false;
      for (const auto& sys : systems)
        any = any || paper_result(t, base_system(sys), paper_what).has_value();
      paper_column.push_back(!paper_what.empty() && any);
    }
    os << "\n## " << what << "\n\nmedian [first quartile, third quartile] over the runs";
    if (std::find(paper_column.begin(), paper_column.end(), true) != paper_column.end())
      os << "; \"paper\": the paper's median [Q1, Q3], marked `in` where it lies inside this "
            "project's [Q1, Q3] band";
    os << "\n\n| system |";
    for (std::size_t i = 0; i < tasks.size(); ++i)
      os << " " << tasks[i] << " |" << (paper_column[i] ? " paper |" : "");
    os << "\n|---|";
    for (std::size_t i = 0; i < tasks.size(); ++i) os << (paper_column[i] ? "---:|---:|" : "---:|");
    os << "\n";
    std::size_t inside = 0, compared = 0;  // cells with a paper number, and of them inside
    for (const auto& sys : systems) {
      bool any = false;
      for (const auto& t : tasks) any = any || s.count({sys, t}) != 0;
      if (!any) continue;  // e.g. the baseline in the digit head's table
      os << "| " << sys << " |";
      for (std::size_t i = 0; i < tasks.size(); ++i) {
        const auto& t = tasks[i];
        auto it = s.find({sys, t});
        if (it == s.end()) {
          os << " — |";
        } else {
          const bool bold = with_marks && marks[t].bold.count(sys) != 0;
          const bool italic = with_marks && marks[t].italic.count(sys) != 0;
          const char* m = bold && italic ? "***" : bold ? "**" : italic ? "*" : "";
          // digits < 0: scientific notation with -digits decimals.
          if (digits >= 0)
            os << std::fixed << std::setprecision(digits);
          else
            os << std::scientific << std::setprecision(-digits);
          os << " " << m << it->second.median << m << " [" << it->second.q1 << ", " << it->second.q3
             << "] |";
        }
        if (!paper_column[i]) continue;
        const auto pc = paper_result(t, base_system(sys), paper_what);
        if (!pc) {
          os << " |";
          continue;
        }
        os << std::fixed << std::setprecision(2) << " " << pc->median << " [" << pc->q1() << ", "
           << pc->q3() << "]";
        if (it != s.end()) {
          ++compared;
          // Compared at the printed precision: a band [0.00, 0.00] holds a paper's 0.00.
          const double tol = 0.5 * std::pow(10.0, -std::clamp(digits, 0, 2));
          if (pc->median >= it->second.q1 - tol && pc->median <= it->second.q3 + tol) {
            ++inside;
            os << " in";
          }
        }
        os << " |";
      }
      os << "\n";
    }
    if (compared)
      os << "\nThe paper's median lies inside this project's [Q1, Q3] band in " << inside << " of "
         << compared << " cells.\n";
    if (with_marks) {
      bool untested = false;
      for (const auto& t : tasks) untested = untested || !marks[t].tested;
      os << "\nBold: the best median of its column and every system the one-tailed Wilcoxon "
            "signed-rank test (pairs of runs with the same seed, 0.05) does not find below "
            "it, among the paper's systems (not the supervised reference, not an ablation "
            "`+...`, whose paper column is that of the system it varies). Italic: some runs "
            "failed (above chance by less than half the median's margin).";
      if (untested) {
        os << " No bold marks in";
        for (const auto& t : tasks)
          if (!marks[t].tested) os << " " << t;
        os << ": fewer than five paired runs, where the test cannot reach 0.05.";
      }
      os << "\n";
    }
  };
  os << "# " << title << "\n\n" << provenance << "\n";
  std::string metric = rs.empty() ? "metric" : rs[0].metric_name;
  for (const auto& r : rs)
    if (r.metric_name != metric) metric = "accuracy / average precision";
  table(
      rs, metric + " (%)", [](const run_result& r) { return 100 * r.metric; }, 2, "metric", true);
  table(
      rs, "training time (s)", [](const run_result& r) { return r.train_seconds; }, 1,
      "train_seconds", false);
  table(
      rs, "inference time per query (s)",
      [](const run_result& r) { return r.inference_seconds_per_query; }, -2, "", false);
  std::vector<run_record> with_digits;  // the systems with a digit head
  for (const auto& r : rs)
    if (r.result.digit_accuracy >= 0) with_digits.push_back(r);
  if (!with_digits.empty())
    table(
        with_digits, "digit accuracy of the digit head on the test images (%)",
        [](const run_result& r) { return 100 * r.digit_accuracy; }, 2, "", false);
  std::vector<run_record> relabelled;  // the tasks whose classes a relabelling leaves alone
  for (const auto& r : rs)
    if (r.result.digit_accuracy_relabelled >= 0) relabelled.push_back(r);
  if (!relabelled.empty())
    table(
        relabelled,
        "digit accuracy under the best relabelling of the digits (%; the task's logic does not "
        "change under one)",
        [](const run_result& r) { return 100 * r.digit_accuracy_relabelled; }, 2, "", false);
}

/// Grouped bars (one group per task, one bar per system) of the median metric with Q1-Q3
/// whiskers.
inline void write_svg(std::ostream& os, const std::vector<run_record>& rs,
                      const std::string& title) {
  const auto tasks = detail::ordered(rs, true), systems = detail::ordered(rs, false);
  const auto s = detail::summarize(rs, [](const run_result& r) { return 100 * r.metric; });
  const double bar = 14, gap = 24, left = 60, top = 40, height = 300;
  const double group = bar * double(systems.size()) + gap;
  const double width = left + group * double(tasks.size()) + 260;
  os << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\""
     << top + height + 80 << "\" font-family=\"sans-serif\" font-size=\"11\">\n";
  os << "<text x=\"" << left << "\" y=\"20\" font-size=\"14\">" << title << "</text>\n";
  for (int tick = 0; tick <= 100; tick += 20) {
    const double y = top + height - height * tick / 100.0;
    os << "<line x1=\"" << left << "\" x2=\"" << left + group * double(tasks.size()) << "\" y1=\""
       << y << "\" y2=\"" << y << "\" stroke=\"#ddd\"/><text x=\"" << left - 8 << "\" y=\"" << y + 4
       << "\" text-anchor=\"end\">" << tick << "</text>\n";
  }
  for (std::size_t ti = 0; ti < tasks.size(); ++ti) {
    const double x0 = left + group * double(ti) + gap / 2;
    os << "<text x=\"" << x0 + bar * double(systems.size()) / 2 << "\" y=\"" << top + height + 16
       << "\" text-anchor=\"middle\">" << tasks[ti] << "</text>\n";
    for (std::size_t si = 0; si < systems.size(); ++si) {
      auto it = s.find({systems[si], tasks[ti]});
      if (it == s.end()) continue;
      const double hue = 360.0 * double(si) / double(systems.size());
      const double x = x0 + bar * double(si);
      auto ypos = [&](double v) {
        return top + height - height * std::clamp(v, 0.0, 100.0) / 100.0;
      };
      os << "<rect x=\"" << x << "\" y=\"" << ypos(it->second.median) << "\" width=\"" << bar - 2
         << "\" height=\"" << top + height - ypos(it->second.median) << "\" fill=\"hsl(" << hue
         << ",55%,55%)\"/>\n";
      os << "<line x1=\"" << x + bar / 2 - 1 << "\" x2=\"" << x + bar / 2 - 1 << "\" y1=\""
         << ypos(it->second.q1) << "\" y2=\"" << ypos(it->second.q3) << "\" stroke=\"black\"/>\n";
      if (auto pc =
              paper_result(tasks[ti], base_system(systems[si])))  // the paper's median: a tick
        os << "<line x1=\"" << x << "\" x2=\"" << x + bar - 2 << "\" y1=\"" << ypos(pc->median)
           << "\" y2=\"" << ypos(pc->median) << "\" stroke=\"black\" stroke-width=\"2\"/>\n";
    }
  }
  for (std::size_t si = 0; si < systems.size(); ++si) {
    const double hue = 360.0 * double(si) / double(systems.size());
    const double y = top + 14.0 * double(si);
    const double x = left + group * double(tasks.size()) + 20;
    os << "<rect x=\"" << x << "\" y=\"" << y - 9 << "\" width=\"10\" height=\"10\" fill=\"hsl("
       << hue << ",55%,55%)\"/><text x=\"" << x + 16 << "\" y=\"" << y << "\">" << systems[si]
       << "</text>\n";
  }
  os << "<text x=\"14\" y=\"" << top + height / 2 << "\" transform=\"rotate(-90 14 "
     << top + height / 2 << ")\" text-anchor=\"middle\">metric (%)</text>\n";
  os << "<text x=\"" << left << "\" y=\"" << top + height + 40
     << "\">bars: median; whiskers: first to third quartile; black tick: the paper's "
        "median</text>\n</svg>\n";
}

}  // namespace deeplog::systems
