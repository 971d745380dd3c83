// The experiment runner: a configuration matrix (system: semantics x placement, task,
// repetition) trained and tested on MNIST-format images, written as CSV (one row per run), a
// Markdown table in the layout of the paper's tables (median with the first and third
// quartiles) and an SVG plot. Images: IDX files (gzip or not) through zlib: the official
// train/test files when present, else a t10k file split 8,000 / 2,000. The last 10% of the
// training images make the validation queries.
#pragma once

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "deeplog/base/error.hpp"
#include "deeplog/nn/idx_gz.hpp"
#include "systems/learning.hpp"
#include "systems/program_task.hpp"
#include "systems/report.hpp"
#include "systems/tasks.hpp"

namespace deeplog::systems {

/// How the network sees a pixel x in 0..255.
enum class pixel_scaling : std::uint8_t {
  /// (x / 255 - 0.5) / 0.5, in [-1, 1]: the DeepLog library's MNIST-addition example.
  symmetric,
  /// (x / 255 - 0.1307) / 0.3081, by MNIST's mean and deviation: KLay's MNIST-addition script
  /// (an ablation, runs named +standardised).
  standardised
};
inline std::string_view name_of(pixel_scaling p) {
  return p == pixel_scaling::symmetric ? "symmetric" : "standardised";
}

struct mnist_splits {
  image_set train, test;
  std::string note;  // how the splits were made
  pixel_scaling pixels = pixel_scaling::symmetric;
};

inline mnist_splits load_mnist(const std::string& dir,
                               pixel_scaling pixels = pixel_scaling::symmetric) {
  auto find = [&](const std::string& stem) -> std::optional<std::string> {
    for (const std::string& name : {stem + ".gz", stem})
      if (std::filesystem::exists(dir + "/" + name)) return dir + "/" + name;
    return std::nullopt;
  };
  const bool sym = pixels == pixel_scaling::symmetric;
  const float scale = sym ? 2.0f : float(1 / 0.3081), shift = sym ? -1.0f : float(-0.1307 / 0.3081);
  auto load = [&](const std::string& images, const std::string& labels) {
    image_set s{nn::idx_to_images<float>(nn::read_idx_file(images), scale, shift),
                nn::idx_to_labels(nn::read_idx_file(labels))};
    if (s.images.cols() != 784 || std::size_t(s.images.rows()) != s.labels.size())
      throw nn::nn_error(images + ": expected 28x28 images, one label each");
    return s;
  };
  const auto tei = find("t10k-images-idx3-ubyte"), tel = find("t10k-labels-idx1-ubyte");
  if (!tei || !tel) throw nn::nn_error(dir + ": no t10k-images/labels IDX files");
  mnist_splits m;
  m.pixels = pixels;
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
  std::size_t first_repetition = 0;  // repetition k has seed first_repetition + k
  training_options training{};
  std::size_t train_images = 0;  // 0: all of the training split
  std::size_t test_images = 0;   // 0: all of the test split
  /// MNIST addition and carry: false, the validation images (the last 10% of the training
  /// split) are held out of training; true, they train too, so that every training image is
  /// used once per epoch (the paper's 30,000 queries at N = 1) and the validation loss is
  /// measured on images the network also trains on (an ablation, runs named +overlap: the
  /// paper gives its sizes but not its validation split).
  bool validation_overlap = false;
  std::size_t sudoku_train = 1000, sudoku_valid = 200, sudoku_test = 1000;  // grids
  sudoku_negatives negatives = sudoku_negatives::one_cell;  // how invalid grids are made
  /// The suffix of a Visual Sudoku run's name where its data is not the default (ablations:
  /// "+grids100-100-100" for 100 training, validation and test grids, "+visudo" for
  /// ViSudo-PC's invalid grids), else empty.
  std::string sudoku_suffix() const {
    const experiment_spec d{};
    std::string out;
    if (sudoku_train != d.sudoku_train || sudoku_valid != d.sudoku_valid ||
        sudoku_test != d.sudoku_test)
      out = "+grids" + std::to_string(sudoku_train) + "-" + std::to_string(sudoku_valid) + "-" +
            std::to_string(sudoku_test);
    if (negatives != d.negatives) out += "+" + std::string(name_of(negatives));
    return out;
  }
};

/// Every system of the paper's comparison: architecture and loss x (probabilistic, fuzzy and
/// probabilistic-fuzzy t-norms), the neural baseline, and the fully supervised reference.
inline std::vector<system_config> all_systems() {
  std::vector<system_config> s;
  for (placement w : {placement::architecture, placement::loss}) {
    s.push_back({w, probabilistic, false});
    for (bool pf : {false, true})
      for (const std::string_view l : names_of(learner_structures{}))
        if (l != probabilistic) s.push_back({w, l, pf});
  }
  s.push_back({placement::baseline, probabilistic, false});
  s.push_back({placement::supervised, probabilistic, false});
  return s;
}

/// The named configurations of `deeplog experiment NAME`.
inline experiment_spec named_experiment(const std::string& name) {
  experiment_spec e;
  e.name = name;
  using P = placement;
  if (name == "tiny") {  // seconds: what CI runs
    e.tasks = {{task_kind::addition, 1}, {task_kind::carry, 2}};
    e.systems = {{P::architecture, probabilistic, false},
                 {P::architecture, "product", false},
                 {P::loss, probabilistic, false},
                 {P::architecture, "godel", true},
                 {P::baseline, probabilistic, false}};
    e.repetitions = 2;
    e.training.max_epochs = 1;
    e.train_images = 480;
    e.test_images = 200;
  } else if (name == "addition") {  // Table "mnist-accuracy"
    for (std::size_t n = 1; n <= 3; ++n) e.tasks.push_back({task_kind::addition, n});
    e.systems = all_systems();
  } else if (name == "addition-4") {  // N = 4: probabilistic logic in the architecture
    e.tasks = {{task_kind::addition, 4}};
    e.systems = {{P::architecture, probabilistic, false}, {P::baseline, probabilistic, false}};
  } else if (name == "carry") {  // Table "mnist-carry"
    for (std::size_t n : {1, 2, 4, 10, 15}) e.tasks.push_back({task_kind::carry, n});
    e.systems = {{P::architecture, probabilistic, false},
                 {P::architecture, "product", false},
                 {P::baseline, probabilistic, false},
                 {P::supervised, probabilistic, false}};
  } else if (name == "sudoku") {  // Table "sudoku"
    e.tasks = {{task_kind::sudoku, 0}};
    e.systems = all_systems();
    e.training.batch = 64;         // the paper's
  } else if (name == "program") {  // the listing itself, through the front end
    e.tasks = {{task_kind::program, 1}, {task_kind::program, 2}};
    e.systems = {{P::architecture, probabilistic, false}, {P::architecture, "product", false}};
  } else {
    throw argument_error("unknown experiment '" + name +
                         "' (known: tiny, addition, addition-4, carry, sudoku, program)");
  }
  return e;
}

/// The suffix of an ablation's runs for a number (a starting log sigma "0", "-1.5"; a weight
/// decay "1e-05"): the shortest text that reads back as the value.
template <class T>
std::string shortest_text(T v) {
  char buf[32];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

/// Trains and tests every system on every task, repetition by repetition. `log` gets a line per
/// run; `finished` the records so far after each run (to keep them should the process stop).
inline std::vector<run_record> run_experiment(
    const experiment_spec& e, const mnist_splits& data,
    const std::function<void(const std::string&)>& log = {},
    const std::function<void(const std::vector<run_record>&)>& finished = {}) {
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
    for (std::size_t rep = e.first_repetition; rep < e.first_repetition + e.repetitions; ++rep) {
      const std::uint64_t seed = rep;
      std::vector<query> train, valid, test;
      if (ts.kind == task_kind::sudoku) {
        // Grids of training images only (as the task's source builds them), from three
        // disjoint pools: 80% fit, 10% validation, 10% test.
        const std::size_t ntest_pool = ntrain / 10, nval_pool = ntrain / 10;
        const std::size_t nfit_pool = ntrain - ntest_pool - nval_pool;
        std::vector<std::uint32_t> fit(nfit_pool), val(nval_pool), tst(ntest_pool);
        for (std::size_t i = 0; i < nfit_pool; ++i) fit[i] = std::uint32_t(i);
        for (std::size_t i = 0; i < nval_pool; ++i) val[i] = std::uint32_t(nfit_pool + i);
        for (std::size_t i = 0; i < ntest_pool; ++i)
          tst[i] = std::uint32_t(nfit_pool + nval_pool + i);
        train = visual_sudoku_queries(data.train, fit, e.sudoku_train, seed * 3 + 0, e.negatives);
        valid = visual_sudoku_queries(data.train, val, e.sudoku_valid, seed * 3 + 1, e.negatives);
        test = visual_sudoku_queries(data.train, tst, e.sudoku_test, seed * 3 + 2, e.negatives);
      } else {
        const auto enc =
            ts.kind == task_kind::carry ? addition_encoding::carry : addition_encoding::original;
        auto order = nn::shuffled_indices(e.validation_overlap ? ntrain : nfit, seed);
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
        // An ablation's runs keep their own name (so a report can set them beside the rest).
        std::string name = sc.name();
        if (o.task_hidden && sc.uses_task_head()) name += "+hidden" + std::to_string(o.task_hidden);
        if (o.task_digits && sc.uses_task_head()) name += "+digits";
        if (ts.kind == task_kind::sudoku) name += e.sudoku_suffix();
        if (o.fuzzy_on_ddnnf && sc.uses_logic() && sc.fuzzy()) name += "+ddnnf";
        if (o.probfuzzy_log_sigma != training_options{}.probfuzzy_log_sigma && sc.uses_logic() &&
            sc.probabilistic_fuzzy)
          name += "+logsigma" + shortest_text(o.probfuzzy_log_sigma);
        if (o.probfuzzy_labels != training_options{}.probfuzzy_labels && sc.uses_logic() &&
            sc.probabilistic_fuzzy)
          name += "+" + std::string(name_of(o.probfuzzy_labels));
        if (o.probfuzzy_samples != training_options{}.probfuzzy_samples && sc.uses_logic() &&
            sc.probabilistic_fuzzy)
          name += "+samples" + std::to_string(o.probfuzzy_samples);
        if (e.validation_overlap && ts.kind != task_kind::sudoku) name += "+overlap";
        if (data.pixels != pixel_scaling::symmetric)
          name += "+" + std::string(name_of(data.pixels));
        if (o.weight_decay != training_options{}.weight_decay)
          name += "+wd" + shortest_text(o.weight_decay);
        if (!o.restore_best) name += "+last";
        run_record r{
            ts.name(),
            name,
            rep,
            logic.outputs[0].kind == output_kind::binary ? "average precision" : "accuracy",
            {}};
        r.result = train_and_test(logic, sc, data.train, train, valid,
                                  ts.kind == task_kind::sudoku ? data.train : data.test, test, o);
        if (log) {
          std::ostringstream os;
          os << r.task << " " << r.system << " rep " << rep << ": " << r.metric_name << " "
             << std::fixed << std::setprecision(4) << r.result.metric << ", " << r.result.epochs
             << " epochs (tested: epoch " << r.result.tested_epoch << "), " << std::setprecision(1)
             << r.result.train_seconds << " s";
          log(os.str());
        }
        out.push_back(std::move(r));
        if (finished) finished(out);
      }
    }
  }
  return out;
}

// ---- inference time and the optimal batch size (Tables "inference-time-dpl", "optimal-batch")
// ----

struct inference_spec {
  std::vector<std::size_t> digits{1, 2, 3, 4};
  std::size_t max_batch = 8192;     // batch sizes 1, 2, 4, .., max_batch
  std::size_t sweep_batches = 20;   // batches per size in the sweep (fewer where slow)
  std::size_t final_batches = 100;  // batches at the fastest size, as the paper's table
  double point_seconds = 10;        // a sweep point's time budget
};

struct inference_point {
  std::size_t digits = 0, batch = 0;
  bool final = false;           // the paper's measurement at the optimal batch size
  std::vector<double> seconds;  // per query, one entry per batch
  double mean() const {
    double m = 0;
    for (double x : seconds) m += x;
    return seconds.empty() ? 0 : m / double(seconds.size());
  }
  double stddev() const {
    const double m = mean();
    double v = 0;
    for (double x : seconds) v += (x - m) * (x - m);
    return seconds.size() < 2 ? 0 : std::sqrt(v / double(seconds.size() - 1));
  }
};

/// MNIST addition (original encoding), probabilistic logic in the architecture: seconds per
/// query over a sweep of batch sizes, then `final_batches` batches at the fastest one.
inline std::vector<inference_point> run_inference_sweep(
    const inference_spec& spec, const mnist_splits& data,
    const std::function<void(const std::string&)>& log = {}) {
  std::vector<inference_point> out;
  const system_config c{placement::architecture, probabilistic, false};
  for (std::size_t n : spec.digits) {
    const task_logic logic = mnist_addition_logic(n, addition_encoding::original);
    const auto order = nn::shuffled_indices(data.test.size(), 7);
    const auto qs = mnist_addition_queries(data.test, order, n, addition_encoding::original);
    double per_query = 0;  // the last point's mean
    for (std::size_t b = 1; b <= spec.max_batch; b *= 2) {
      std::size_t batches = spec.sweep_batches;
      if (per_query > 0)
        batches = std::clamp<std::size_t>(
            static_cast<std::size_t>(spec.point_seconds / (per_query * double(b))), 3,
            spec.sweep_batches);
      inference_point p{n, b, false, time_inference(logic, c, data.test, qs, b, batches)};
      per_query = p.mean();
      if (log) {
        std::ostringstream os;
        os << "inference N=" << n << " batch " << b << ": " << std::scientific
           << std::setprecision(3) << per_query << " s/query (" << batches << " batches)";
        log(os.str());
      }
      out.push_back(std::move(p));
    }
    // The fastest size of this N's sweep.
    std::size_t fastest = 0;
    double fastest_mean = INFINITY;
    for (const auto& p : out)
      if (p.digits == n && !p.final && p.mean() < fastest_mean) {
        fastest_mean = p.mean();
        fastest = p.batch;
      }
    inference_point f{n, fastest, true,
                      time_inference(logic, c, data.test, qs, fastest, spec.final_batches)};
    if (log) {
      std::ostringstream os;
      os << "inference N=" << n << " at batch " << fastest << ": " << std::scientific
         << std::setprecision(3) << f.mean() << " +- " << f.stddev() << " s/query ("
         << spec.final_batches << " batches)";
      log(os.str());
    }
    out.push_back(std::move(f));
  }
  return out;
}

inline void write_inference_csv(std::ostream& os, const std::vector<inference_point>& ps) {
  os << "digits,batch,final,batches,mean_seconds_per_query,stddev_seconds_per_query\n"
     << std::setprecision(6);
  for (const auto& p : ps)
    os << p.digits << "," << p.batch << "," << (p.final ? 1 : 0) << "," << p.seconds.size() << ","
       << p.mean() << "," << p.stddev() << "\n";
}

/// Tables "optimal-batch" and "inference-time-dpl" beside the paper's DeepLog CPU column, and
/// the sweep itself.
inline void write_inference_markdown(std::ostream& os, const std::vector<inference_point>& ps,
                                     const std::string& provenance) {
  os << "# Inference time per query and the optimal batch size\n\n" << provenance << "\n";
  os << "\n## Inference time per query (Table \"inference-time-dpl\")\n\nMNIST addition, "
        "probabilistic logic in the architecture: network and circuit, seconds per query "
        "(batch time / batch size), mean and standard deviation over the batches at the "
        "fastest batch size.\n\n| digits | batch | this machine (s/query) | paper, DeepLog CPU "
        "| paper / this |\n|---:|---:|---:|---:|---:|\n";
  os << std::scientific << std::setprecision(2);
  for (const auto& p : ps) {
    if (!p.final) continue;
    os << "| " << p.digits << " | " << p.batch << " | " << p.mean() << " ± " << p.stddev() << " |";
    if (auto r = paper_inference(p.digits))
      os << " " << r->mean << " ± " << r->stddev << " | " << std::fixed << std::setprecision(2)
         << r->mean / p.mean() << std::scientific << std::setprecision(2) << " |\n";
    else
      os << " | |\n";
  }
  os << "\n## Optimal batch size (Table \"optimal-batch\")\n\n| digits | this machine | "
        "paper, DeepLog CPU |\n|---:|---:|---:|\n";
  for (const auto& p : ps)
    if (p.final) {
      os << "| " << p.digits << " | " << p.batch << " |";
      if (auto r = paper_inference(p.digits)) os << " " << r->batch;
      os << " |\n";
    }
  os << "\n## The sweep: mean seconds per query by batch size\n\n| batch |";
  std::vector<std::size_t> ds, bs;
  for (const auto& p : ps) {
    if (std::find(ds.begin(), ds.end(), p.digits) == ds.end()) ds.push_back(p.digits);
    if (!p.final && std::find(bs.begin(), bs.end(), p.batch) == bs.end()) bs.push_back(p.batch);
  }
  for (auto d : ds) os << " N = " << d << " |";
  os << "\n|---:|";
  for (std::size_t i = 0; i < ds.size(); ++i) os << "---:|";
  os << "\n";
  for (auto b : bs) {
    os << "| " << b << " |";
    for (auto d : ds) {
      auto it = std::find_if(ps.begin(), ps.end(), [&](const inference_point& p) {
        return !p.final && p.digits == d && p.batch == b;
      });
      if (it == ps.end())
        os << " |";
      else
        os << " " << it->mean() << " |";
    }
    os << "\n";
  }
}

/// Seconds per query against the batch size, log-log, one line per N.
inline void write_inference_svg(std::ostream& os, const std::vector<inference_point>& ps) {
  const double left = 70, top = 30, w = 480, h = 300;
  double lo = INFINITY, hi = 0;
  std::size_t maxb = 1;
  for (const auto& p : ps)
    if (!p.final && p.mean() > 0) {
      lo = std::min(lo, p.mean());
      hi = std::max(hi, p.mean());
      maxb = std::max(maxb, p.batch);
    }
  if (!(hi > 0)) lo = 1e-6, hi = 1e-3;
  const double l0 = std::floor(std::log10(lo)), l1 = std::ceil(std::log10(hi));
  const double span = std::max(1.0, l1 - l0), bmax = std::max(1.0, std::log2(double(maxb)));
  auto x = [&](std::size_t b) { return left + w * std::log2(double(b)) / bmax; };
  auto y = [&](double s) { return top + h - h * (std::log10(s) - l0) / span; };
  os << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << left + w + 120 << "\" height=\""
     << top + h + 60 << "\" font-family=\"sans-serif\" font-size=\"11\">\n";
  for (double e = l0; e <= l1; ++e)
    os << "<line x1=\"" << left << "\" x2=\"" << left + w << "\" y1=\"" << y(std::pow(10, e))
       << "\" y2=\"" << y(std::pow(10, e)) << "\" stroke=\"#ddd\"/><text x=\"" << left - 6
       << "\" y=\"" << y(std::pow(10, e)) + 4 << "\" text-anchor=\"end\">1e" << e << "</text>\n";
  for (std::size_t b = 1; b <= maxb; b *= 4)
    os << "<text x=\"" << x(b) << "\" y=\"" << top + h + 16 << "\" text-anchor=\"middle\">" << b
       << "</text>\n";
  std::vector<std::size_t> ds;
  for (const auto& p : ps)
    if (std::find(ds.begin(), ds.end(), p.digits) == ds.end()) ds.push_back(p.digits);
  for (std::size_t i = 0; i < ds.size(); ++i) {
    const double hue = 360.0 * double(i) / double(ds.size());
    os << "<polyline fill=\"none\" stroke=\"hsl(" << hue << ",60%,45%)\" points=\"";
    for (const auto& p : ps)
      if (!p.final && p.digits == ds[i] && p.mean() > 0)
        os << x(p.batch) << "," << y(p.mean()) << " ";
    os << "\"/><text x=\"" << left + w + 10 << "\" y=\"" << top + 14 * double(i + 1)
       << "\" fill=\"hsl(" << hue << ",60%,45%)\">N = " << ds[i] << "</text>\n";
  }
  os << "<text x=\"" << left + w / 2 << "\" y=\"" << top + h + 40
     << "\" text-anchor=\"middle\">batch size</text><text x=\"14\" y=\"" << top + h / 2
     << "\" transform=\"rotate(-90 14 " << top + h / 2
     << ")\" text-anchor=\"middle\">seconds per query</text>\n</svg>\n";
}

}  // namespace deeplog::systems
