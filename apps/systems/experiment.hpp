// The experiment runner: a configuration matrix (system: semantics x placement, task,
// repetition) trained and tested on MNIST-format images, written as CSV (one row per run), a
// Markdown table in the layout of the paper's tables (median with the first and third
// quartiles) and an SVG plot. Images: IDX files (gzip or not) through zlib: the official
// train/test files when present, else a t10k file split 8,000 / 2,000. The last 10% of the
// training images make the validation queries.
#pragma once

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/nn/idx_gz.hpp"
#include "systems/learning.hpp"
#include "systems/program_task.hpp"
#include "systems/tasks.hpp"

namespace deeplog::systems {

struct mnist_splits {
  image_set train, test;
  std::string note;  // how the splits were made
};

inline mnist_splits load_mnist(const std::string& dir) {
  auto find = [&](const std::string& stem) -> std::optional<std::string> {
    for (const std::string& name : {stem + ".gz", stem})
      if (std::filesystem::exists(dir + "/" + name)) return dir + "/" + name;
    return std::nullopt;
  };
  auto load = [&](const std::string& images, const std::string& labels) {
    image_set s{nn::idx_to_images<float>(nn::read_idx_file(images), 2.0f, -1.0f),
                nn::idx_to_labels(nn::read_idx_file(labels))};
    if (s.images.cols() != 784 || std::size_t(s.images.rows()) != s.labels.size())
      throw nn::nn_error(images + ": expected 28x28 images, one label each");
    return s;
  };
  const auto tei = find("t10k-images-idx3-ubyte"), tel = find("t10k-labels-idx1-ubyte");
  if (!tei || !tel) throw nn::nn_error(dir + ": no t10k-images/labels IDX files");
  mnist_splits m;
  m.test = load(*tei, *tel);
  const auto tri = find("train-images-idx3-ubyte"), trl = find("train-labels-idx1-ubyte");
  if (tri && trl) {
    m.train = load(*tri, *trl);
    m.note = "official train/test splits";
    return m;
  }
  if (m.test.size() < 10000) throw nn::nn_error(dir + ": t10k has fewer than 10,000 images");
  image_set all = std::move(m.test);
  m.train = {all.images.topRows(8000), {all.labels.begin(), all.labels.begin() + 8000}};
  m.test = {all.images.middleRows(8000, 2000),
            {all.labels.begin() + 8000, all.labels.begin() + 10000}};
  m.note = "t10k only: first 8,000 images train (last 10% of them validate), last 2,000 test";
  return m;
}

/// The paper's Listing lst:mnist-original, verbatim but for the query over placeholders.
inline constexpr const char* addition_listing = R"(
classifier(I,N) :: classify(I,N).
digit(I,N) :- between(0, 9, N), classify(I,N).
number([], 0).
number([H|T], N) :- digit(H, N1), number(T, N2), length(T, L), is(N, (10**L)*N1+N2).
addition(L1, L2, S) :- number(L1, N1), number(L2, N2), is(S,N1+N2).
)";

/// MNIST addition with N digits from the listing: slots a0..a(N-1), b0..b(N-1), the answers
/// of addition([a..], [b..], S) for every sum S.
inline task_logic addition_program_logic(std::size_t digits) {
  std::string text = addition_listing;
  // The listing's `classifier(I,N) :: classify(I,N)` in this front end's nn(...) syntax.
  text.replace(text.find("classifier(I,N) :: classify(I,N)."), 33,
               "nn(classifier, [I], N, [0,1,2,3,4,5,6,7,8,9]) :: classify(I,N).");
  std::vector<std::string> slots;
  std::string l1 = "[", l2 = "[";
  // (Appended piecewise: GCC 12 warns -Wrestrict, falsely, on "a" + std::to_string(k) here.)
  auto slot = [&](char c, std::size_t k, std::string& list) {
    std::string s(1, c);
    s += std::to_string(k);
    if (k) list += ", ";
    list += s;
    slots.push_back(std::move(s));
  };
  for (std::size_t k = 0; k < digits; ++k) slot('a', k, l1);
  for (std::size_t k = 0; k < digits; ++k) slot('b', k, l2);
  l1 += "]";
  l2 += "]";
  text += "query(addition(" + l1 + ", " + l2 + ", S)).\n";
  const prolog::program p =
      prolog::parse_program(text, "addition-listing-N" + std::to_string(digits));
  program_output out;
  for (std::uint64_t s = 0; s + 1 < 2 * power10(digits); ++s)
    out.answers.push_back("addition(" + l1 + "," + l2 + "," + std::to_string(s) + ")");
  task_logic t = program_logic(p, slots, 10, {out});
  t.name = "addition-program-" + std::to_string(digits);
  return t;
}

enum class task_kind : std::uint8_t { addition, carry, sudoku, program };

struct task_spec {
  task_kind kind = task_kind::addition;
  std::size_t digits = 1;
  std::string name() const {
    if (kind == task_kind::sudoku) return "sudoku";
    if (kind == task_kind::program) return "program-N" + std::to_string(digits);
    return std::string(kind == task_kind::addition ? "addition" : "carry") + "-N" +
           std::to_string(digits);
  }
};

struct experiment_spec {
  std::string name;
  std::vector<task_spec> tasks;
  std::vector<system_config> systems;
  std::size_t repetitions = 3;
  training_options training{};
  std::size_t train_images = 0;  // 0: all of the training split
  std::size_t test_images = 0;   // 0: all of the test split
  std::size_t sudoku_train = 1000, sudoku_valid = 100, sudoku_test = 200;  // grids
};

/// Every system of the paper's comparison: architecture and loss x (probabilistic, fuzzy and
/// probabilistic-fuzzy t-norms), the neural baseline, and the fully supervised reference.
inline std::vector<system_config> all_systems() {
  std::vector<system_config> s;
  for (placement w : {placement::architecture, placement::loss}) {
    s.push_back({w, probabilistic, false, 8});
    for (bool pf : {false, true})
      for (const std::string_view l : names_of(learner_structures{}))
        if (l != probabilistic) s.push_back({w, l, pf, 8});
  }
  s.push_back({placement::baseline, probabilistic, false, 8});
  s.push_back({placement::supervised, probabilistic, false, 8});
  return s;
}

/// The named configurations of `deeplog experiment NAME`.
inline experiment_spec named_experiment(const std::string& name) {
  experiment_spec e;
  e.name = name;
  using P = placement;
  if (name == "tiny") {  // seconds: what CI runs
    e.tasks = {{task_kind::addition, 1}, {task_kind::carry, 2}};
    e.systems = {{P::architecture, probabilistic, false, 8},
                 {P::architecture, "product", false, 8},
                 {P::loss, probabilistic, false, 8},
                 {P::architecture, "godel", true, 4},
                 {P::baseline, probabilistic, false, 8}};
    e.repetitions = 2;
    e.training.max_epochs = 1;
    e.train_images = 480;
    e.test_images = 200;
  } else if (name == "addition") {  // Table "mnist-accuracy"
    for (std::size_t n = 1; n <= 3; ++n) e.tasks.push_back({task_kind::addition, n});
    e.systems = all_systems();
  } else if (name == "addition-4") {  // N = 4: probabilistic logic in the architecture
    e.tasks = {{task_kind::addition, 4}};
    e.systems = {{P::architecture, probabilistic, false, 8},
                 {P::baseline, probabilistic, false, 8}};
  } else if (name == "carry") {  // Table "mnist-carry"
    for (std::size_t n : {1, 2, 4, 10, 15}) e.tasks.push_back({task_kind::carry, n});
    e.systems = {{P::architecture, probabilistic, false, 8},
                 {P::architecture, "product", false, 8},
                 {P::baseline, probabilistic, false, 8},
                 {P::supervised, probabilistic, false, 8}};
  } else if (name == "sudoku") {  // Table "sudoku"
    e.tasks = {{task_kind::sudoku, 0}};
    e.systems = all_systems();
    e.training.batch = 64;         // the paper's
  } else if (name == "program") {  // the listing itself, through the front end
    e.tasks = {{task_kind::program, 1}, {task_kind::program, 2}};
    e.systems = {{P::architecture, probabilistic, false, 8},
                 {P::architecture, "product", false, 8}};
  } else {
    throw argument_error("unknown experiment '" + name +
                         "' (known: tiny, addition, addition-4, carry, sudoku, program)");
  }
  return e;
}

struct run_record {
  std::string task, system;
  std::size_t repetition = 0;
  std::string metric_name;
  run_result result;
};

/// Runs the matrix; `log` gets a line per run (and the trainer's progress, if set).
inline std::vector<run_record> run_experiment(
    const experiment_spec& e, const mnist_splits& data,
    const std::function<void(const std::string&)>& log = {}) {
  std::vector<run_record> out;
  // Train images: optionally a prefix; validation: the last 10% of them.
  const std::size_t ntrain =
      e.train_images ? std::min(e.train_images, data.train.size()) : data.train.size();
  const std::size_t nvalid = ntrain / 10, nfit = ntrain - nvalid;
  const std::size_t ntest =
      e.test_images ? std::min(e.test_images, data.test.size()) : data.test.size();
  for (const task_spec& ts : e.tasks) {
    const task_logic logic =
        ts.kind == task_kind::sudoku ? visual_sudoku_logic()
        : ts.kind == task_kind::program
            ? addition_program_logic(ts.digits)
            : mnist_addition_logic(ts.digits, ts.kind == task_kind::carry
                                                  ? addition_encoding::carry
                                                  : addition_encoding::original);
    for (std::size_t rep = 0; rep < e.repetitions; ++rep) {
      const std::uint64_t seed = rep;
      std::vector<query> train, valid, test;
      if (ts.kind == task_kind::sudoku) {
        std::vector<std::uint32_t> fit(nfit), val(nvalid), tst(ntest);
        for (std::size_t i = 0; i < nfit; ++i) fit[i] = std::uint32_t(i);
        for (std::size_t i = 0; i < nvalid; ++i) val[i] = std::uint32_t(nfit + i);
        for (std::size_t i = 0; i < ntest; ++i) tst[i] = std::uint32_t(i);
        train = visual_sudoku_queries(data.train, fit, e.sudoku_train, seed * 3 + 0);
        valid = visual_sudoku_queries(data.train, val, e.sudoku_valid, seed * 3 + 1);
        test = visual_sudoku_queries(data.test, tst, e.sudoku_test, seed * 3 + 2);
      } else {
        const auto enc =
            ts.kind == task_kind::carry ? addition_encoding::carry : addition_encoding::original;
        auto order = nn::shuffled_indices(nfit, seed);
        train = mnist_addition_queries(data.train, order, ts.digits, enc);
        std::vector<std::uint32_t> val(nvalid), tst(ntest);
        for (std::size_t i = 0; i < nvalid; ++i) val[i] = std::uint32_t(nfit + i);
        const auto tperm = nn::shuffled_indices(ntest, 1000 + seed);
        for (std::size_t i = 0; i < ntest; ++i) tst[i] = tperm[i];
        valid = mnist_addition_queries(data.train, val, ts.digits, enc);
        test = mnist_addition_queries(data.test, tst, ts.digits, enc);
      }
      for (const system_config& sc : e.systems) {
        training_options o = e.training;
        o.seed = seed;
        run_record r{
            ts.name(),
            sc.name(),
            rep,
            logic.outputs[0].kind == output_kind::binary ? "average precision" : "accuracy",
            {}};
        r.result = train_and_test(logic, sc, data.train, train, valid, data.test, test, o);
        if (log) {
          std::ostringstream os;
          os << r.task << " " << r.system << " rep " << rep << ": " << r.metric_name << " "
             << std::fixed << std::setprecision(4) << r.result.metric << ", " << r.result.epochs
             << " epochs, " << std::setprecision(1) << r.result.train_seconds << " s";
          log(os.str());
        }
        out.push_back(std::move(r));
      }
    }
  }
  return out;
}

// ---- reports ----

/// The q-quantile (linear interpolation between order statistics, as numpy's default).
inline double quantile(std::vector<double> xs, double q) {
  if (xs.empty()) return std::nan("");
  std::sort(xs.begin(), xs.end());
  const double pos = q * double(xs.size() - 1);
  const auto lo = static_cast<std::size_t>(std::floor(pos));
  const std::size_t hi = std::min(lo + 1, xs.size() - 1);
  return xs[lo] + (pos - double(lo)) * (xs[hi] - xs[lo]);
}

inline void write_csv(std::ostream& os, const std::vector<run_record>& rs) {
  os << "task,system,repetition,metric,value,digit_accuracy,epochs,train_seconds,"
        "inference_seconds_per_query,validation_loss\n";
  os << std::setprecision(10);
  for (const auto& r : rs)
    os << r.task << "," << r.system << "," << r.repetition << "," << r.metric_name << ","
       << r.result.metric << "," << r.result.digit_accuracy << "," << r.result.epochs << ","
       << r.result.train_seconds << "," << r.result.inference_seconds_per_query << ","
       << r.result.validation_loss << "\n";
}

namespace detail {
struct cell_stats {
  double median = 0, q1 = 0, q3 = 0;
  std::size_t n = 0;
};
inline std::map<std::pair<std::string, std::string>, cell_stats> summarize(
    const std::vector<run_record>& rs, const std::function<double(const run_result&)>& f) {
  std::map<std::pair<std::string, std::string>, std::vector<double>> v;
  for (const auto& r : rs) v[{r.system, r.task}].push_back(f(r.result));
  std::map<std::pair<std::string, std::string>, cell_stats> out;
  for (auto& [k, xs] : v)
    out[k] = {quantile(xs, 0.5), quantile(xs, 0.25), quantile(xs, 0.75), xs.size()};
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

/// Rows: systems (placement, then semantics); columns: tasks; cells: median [Q1, Q3] of the
/// metric in percent, and a second table of training times.
inline void write_markdown(std::ostream& os, const std::vector<run_record>& rs,
                           const std::string& title, const std::string& provenance) {
  const auto tasks = detail::ordered(rs, true), systems = detail::ordered(rs, false);
  auto table = [&](const std::string& what, const std::function<double(const run_result&)>& f,
                   int digits) {
    const auto s = detail::summarize(rs, f);
    os << "\n**" << what << "** — median [first quartile, third quartile]\n\n| system |";
    for (const auto& t : tasks) os << " " << t << " |";
    os << "\n|---|";
    for (std::size_t i = 0; i < tasks.size(); ++i) os << "---:|";
    os << "\n";
    for (const auto& sys : systems) {
      os << "| " << sys << " |";
      for (const auto& t : tasks) {
        auto it = s.find({sys, t});
        if (it == s.end()) {
          os << " |";
          continue;
        }
        os << std::fixed << std::setprecision(digits) << " " << it->second.median << " ["
           << it->second.q1 << ", " << it->second.q3 << "] |";
      }
      os << "\n";
    }
  };
  os << "# " << title << "\n\n" << provenance << "\n";
  std::string metric = rs.empty() ? "metric" : rs[0].metric_name;
  for (const auto& r : rs)
    if (r.metric_name != metric) metric = "accuracy / average precision";
  table(
      metric + " (%)", [](const run_result& r) { return 100 * r.metric; }, 2);
  table(
      "training time (s)", [](const run_result& r) { return r.train_seconds; }, 1);
  table(
      "inference time per query (s)",
      [](const run_result& r) { return r.inference_seconds_per_query; }, 7);
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
     << top + height / 2 << ")\" text-anchor=\"middle\">metric (%)</text>\n</svg>\n";
}

}  // namespace deeplog::systems
