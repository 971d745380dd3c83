// `deeplog experiment NAME`: the paper's comparison of neurosymbolic systems (semantics x
// placement of the logic) on its tasks, written as results.csv, table.md and plot.svg.
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <sstream>

#include "commands.hpp"
#include "deeplog/base/files.hpp"
#include "systems/experiment.hpp"

namespace deeplog::tool {
namespace {

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  for (std::string x; std::getline(ss, x, ',');)
    if (!x.empty()) out.push_back(x);
  return out;
}

std::size_t count_option(const args& a, const char* name, std::size_t fallback) {
  const long long v = a.get_int(name, static_cast<long long>(fallback));
  if (v < 0) throw usage_error(std::string("--") + name + " must not be negative");
  return static_cast<std::size_t>(v);
}

// `deeplog experiment report --from A.csv,B.csv`: the runs of several processes in one table.
int run_report(const args& a) {
  a.only({"from", "out", "title"});
  const auto from = a.get("from");
  if (!from)
    throw usage_error("report needs --from CSV[,CSV..] (results.csv files of earlier runs)");
  std::vector<systems::run_record> records;
  std::string sources;
  for (const auto& f : split(*from)) {
    std::ifstream in(f);
    if (!in) throw deeplog::file_error(f, "cannot open");
    auto rs = systems::read_csv(in, f);
    records.insert(records.end(), rs.begin(), rs.end());
    sources += (sources.empty() ? "" : ", ") + f;
  }
  if (records.empty()) throw usage_error("--from: the files hold no runs");
  const std::string out = a.get_or("out", "experiment-report");
  const std::string title = a.get_or("title", "Experiment report");
  std::filesystem::create_directories(out);
  atomic_file csv(out + "/results.csv"), md(out + "/table.md"), svg(out + "/plot.svg");
  systems::write_csv(csv.stream(), records);
  systems::write_markdown(md.stream(), records, title,
                          "Runs from " + sources + " (merged by `deeplog experiment report`).");
  systems::write_svg(svg.stream(), records, title);
  commit_together({&csv, &md, &svg});
  std::cout << "wrote " << out << "/results.csv, " << out << "/table.md, " << out << "/plot.svg ("
            << records.size() << " runs)\n";
  return 0;
}

// `deeplog experiment inference`: Tables "inference-time-dpl" and "optimal-batch".
int run_inference(const args& a) {
  a.only({"data", "out", "digits", "max-batch", "batches", "sweep-batches", "quiet"});
  systems::inference_spec spec;
  if (auto d = a.get("digits")) {
    spec.digits.clear();
    for (const auto& x : split(*d)) {
      if (x.size() != 1 || x[0] < '1' || x[0] > '4')
        throw usage_error("--digits: each entry is one of 1, 2, 3, 4 (got '" + x + "')");
      spec.digits.push_back(std::size_t(x[0] - '0'));
    }
  }
  spec.max_batch = count_option(a, "max-batch", spec.max_batch);
  spec.final_batches = count_option(a, "batches", spec.final_batches);
  spec.sweep_batches = count_option(a, "sweep-batches", spec.sweep_batches);
  if (spec.digits.empty() || spec.max_batch == 0 || spec.max_batch > (1u << 16) ||
      spec.final_batches == 0 || spec.sweep_batches < 3)
    throw usage_error(
        "--digits must name one, --max-batch lie in 1..65536, --batches be positive and "
        "--sweep-batches at least 3");
  const std::string data = a.get_or("data", "/usr/share/datasets/fashion-mnist");
  const std::string out = a.get_or("out", "experiment-inference");
  const systems::mnist_splits splits = systems::load_mnist(data);
  std::filesystem::create_directories(out);
  const bool quiet = a.has("quiet");
  const auto points = systems::run_inference_sweep(spec, splits, [&](const std::string& line) {
    if (!quiet) std::cout << line << std::endl;
  });
  atomic_file csv(out + "/inference.csv"), md(out + "/table.md"), svg(out + "/plot.svg");
  systems::write_inference_csv(csv.stream(), points);
  std::ostringstream provenance;
  provenance << "Data: " << data << " (" << splits.note << "), test queries. Batch sizes 1 to "
             << spec.max_batch << ", " << spec.sweep_batches
             << " batches each (fewer where a size's batches would take more than "
             << spec.point_seconds << " s), then " << spec.final_batches
             << " batches at the fastest size; one warm-up batch before each. One thread. "
                "Command: deeplog experiment inference.";
  systems::write_inference_markdown(md.stream(), points, provenance.str());
  systems::write_inference_svg(svg.stream(), points);
  commit_together({&csv, &md, &svg});
  std::cout << "wrote " << out << "/inference.csv, " << out << "/table.md, " << out
            << "/plot.svg\n";
  return 0;
}

int run_experiment(const args& a) {
  if (a.positional().size() != 1) throw usage_error("expected an experiment name");
  if (a.positional()[0] == "report") return run_report(a);
  if (a.positional()[0] == "inference") return run_inference(a);
  a.only({"data",
          "out",
          "repetitions",
          "max-epochs",
          "train-size",
          "test-size",
          "systems",
          "tasks",
          "task-hidden",
          "task-answer",
          "fuzzy-circuit",
          "probfuzzy-log-sigma",
          "probfuzzy-distribution",
          "probfuzzy-samples",
          "early-stopping",
          "validation",
          "weight-decay",
          "pixels",
          "first-repetition",
          "sudoku-grids",
          "sudoku-negatives",
          "quiet"});
  systems::experiment_spec e;
  try {
    e = systems::named_experiment(a.positional()[0]);
  } catch (const deeplog::argument_error& x) {
    throw usage_error(x.what());
  }
  auto count = [&](const char* name, std::size_t fallback) {
    return count_option(a, name, fallback);
  };
  e.repetitions = count("repetitions", e.repetitions);
  e.first_repetition = count("first-repetition", 0);
  if (e.first_repetition > 1000000) throw usage_error("--first-repetition: at most 1000000");
  e.training.max_epochs = count("max-epochs", e.training.max_epochs);
  e.train_images = count("train-size", e.train_images);
  e.test_images = count("test-size", e.test_images);
  e.training.task_hidden = count("task-hidden", 0);
  if (e.training.task_hidden > 4096) throw usage_error("--task-hidden: at most 4096 units");
  // An option of two values: true where it is given as `second`, nothing where it is absent.
  auto either = [&](const char* name, const char* first,
                    const char* second) -> std::optional<bool> {
    const auto f = a.get(name);
    if (!f) return std::nullopt;
    if (*f != first && *f != second)
      throw usage_error(std::string("--") + name + ": " + first + " or " + second + ", not '" + *f +
                        "'");
    return *f == second;
  };
  if (auto v = either("task-answer", "classes", "digits")) e.training.task_digits = *v;
  if (auto v = either("fuzzy-circuit", "formula", "ddnnf")) e.training.fuzzy_on_ddnnf = *v;
  if (auto t = a.get("probfuzzy-log-sigma")) {
    // The whole text, a finite number in the clamp of log sigma.
    const std::optional<double> v = parse_double(*t);
    if (!v || !(*v >= -6.0 && *v <= 2.0))
      throw usage_error("--probfuzzy-log-sigma expects a number in [-6, 2], got '" + *t + "'");
    e.training.probfuzzy_log_sigma = static_cast<float>(*v);
  }
  if (auto d = a.get("probfuzzy-distribution")) {
    bool known = false;
    for (auto k :
         {systems::probfuzzy_distribution::logistic_normal,
          systems::probfuzzy_distribution::dirichlet, systems::probfuzzy_distribution::independent})
      if (*d == systems::name_of(k)) {
        e.training.probfuzzy_labels = k;
        known = true;
      }
    if (!known)
      throw usage_error(
          "--probfuzzy-distribution: logistic-normal, dirichlet or independent, not '" + *d + "'");
  }
  e.training.probfuzzy_samples = count("probfuzzy-samples", e.training.probfuzzy_samples);
  if (e.training.probfuzzy_samples < 1 || e.training.probfuzzy_samples > 1024)
    throw usage_error("--probfuzzy-samples: 1 to 1024 draws per query");
  if (auto v = either("early-stopping", "best", "last")) e.training.restore_best = !*v;
  if (auto t = a.get("weight-decay")) {
    const std::optional<double> v = parse_double(*t);
    if (!v || !(*v >= 0.0 && *v <= 1.0))
      throw usage_error("--weight-decay expects a number in [0, 1], got '" + *t + "'");
    e.training.weight_decay = *v;
  }
  systems::pixel_scaling pixels = systems::pixel_scaling::symmetric;
  if (auto v = either("pixels", "symmetric", "standardised"))
    pixels = *v ? systems::pixel_scaling::standardised : systems::pixel_scaling::symmetric;
  if (auto v = either("validation", "held-out", "overlap")) {
    e.validation_overlap = *v;
    if (e.validation_overlap && std::all_of(e.tasks.begin(), e.tasks.end(), [](const auto& ts) {
          return ts.kind == systems::task_kind::sudoku;
        }))
      throw usage_error("--validation overlap: experiment '" + e.name +
                        "' has no MNIST addition task (Visual Sudoku keeps its own pools)");
  }
  auto require_sudoku = [&](const char* option) {
    for (const auto& ts : e.tasks)
      if (ts.kind == systems::task_kind::sudoku) return;
    throw usage_error(std::string("--") + option + ": experiment '" + e.name +
                      "' has no Visual Sudoku task");
  };
  if (auto k = a.get("sudoku-negatives")) {
    bool known = false;
    for (auto v : {systems::sudoku_negatives::one_cell, systems::sudoku_negatives::visudo})
      if (*k == systems::name_of(v)) {
        e.negatives = v;
        known = true;
      }
    if (!known) throw usage_error("--sudoku-negatives: one-cell or visudo, not '" + *k + "'");
    require_sudoku("sudoku-negatives");
  }
  if (auto g = a.get("sudoku-grids")) {
    // TRAIN,VALID,TEST: three counts of grids, each 1..100000.
    const auto parts = split(*g);
    std::size_t n[3] = {0, 0, 0};
    bool ok = parts.size() == 3 && std::count(g->begin(), g->end(), ',') == 2;
    for (std::size_t i = 0; ok && i < 3; ++i) {
      const std::string& x = parts[i];
      const auto [end, ec] = std::from_chars(x.data(), x.data() + x.size(), n[i]);
      ok = ec == std::errc{} && end == x.data() + x.size() && n[i] >= 1 && n[i] <= 100000;
    }
    if (!ok)
      throw usage_error(
          "--sudoku-grids expects TRAIN,VALID,TEST, three counts in 1..100000, got '" + *g + "'");
    require_sudoku("sudoku-grids");
    e.sudoku_train = n[0];
    e.sudoku_valid = n[1];
    e.sudoku_test = n[2];
  }
  if (auto s = a.get("systems")) {
    e.systems.clear();
    for (const auto& n : split(*s)) {
      try {
        e.systems.push_back(systems::parse_system(n));
      } catch (const deeplog::argument_error& x) {
        throw usage_error(x.what());
      }
    }
  }
  if (auto t = a.get("tasks")) {
    std::vector<systems::task_spec> keep;
    for (const auto& n : split(*t))
      for (const auto& ts : e.tasks)
        if (ts.name() == n) keep.push_back(ts);
    if (keep.empty()) throw usage_error("--tasks selects none of this experiment's tasks");
    e.tasks = keep;
  }
  if (e.repetitions == 0 || e.training.max_epochs == 0)
    throw usage_error("--repetitions and --max-epochs must be positive");
  const std::string data = a.get_or("data", "/usr/share/datasets/fashion-mnist");
  const std::string out = a.get_or("out", "experiment-" + e.name);
  const systems::mnist_splits splits = systems::load_mnist(data, pixels);
  std::filesystem::create_directories(out);
  const bool tty = isatty(fileno(stderr)) != 0, quiet = a.has("quiet");
  if (!quiet)
    e.training.progress = [&](std::size_t epoch, std::size_t done, std::size_t total, double loss,
                              double acc) {
      if (!tty && done != total) return;
      const int width = 24, filled = int(double(width) * double(done) / double(total));
      std::fprintf(stderr, "%s  epoch %zu [%.*s%*s] %zu/%zu loss %.4f acc %.3f%s", tty ? "\r" : "",
                   epoch + 1, filled, "========================", width - filled, "", done, total,
                   loss, acc, done == total ? "\n" : "");
    };
  std::cout << "experiment " << e.name << ": " << e.tasks.size() << " task(s) x "
            << e.systems.size() << " system(s) x " << e.repetitions << " repetition(s) on " << data
            << " (" << splits.note << ")\n";
  // results.csv is rewritten after every run: an experiment stopped part way keeps the runs
  // it finished (table.md and plot.svg come at the end).
  const auto records = systems::run_experiment(
      e, splits, [](const std::string& line) { std::cout << line << std::endl; },
      [&](const std::vector<systems::run_record>& so_far) {
        atomic_file partial(out + "/results.csv");
        systems::write_csv(partial.stream(), so_far);
        partial.commit();
      });
  atomic_file csv(out + "/results.csv"), md(out + "/table.md"), svg(out + "/plot.svg");
  systems::write_csv(csv.stream(), records);
  std::ostringstream provenance;
  provenance << "Data: " << data << " (" << splits.note << "). " << e.repetitions
             << " repetitions (seeds " << e.first_repetition << ".."
             << e.first_repetition + e.repetitions - 1 << "), at most " << e.training.max_epochs
             << " epochs with early stopping (patience " << e.training.patience << "), AdamW lr "
             << e.training.lr << ", batch " << e.training.batch << ".";
  if (e.training.task_hidden)
    provenance << " Task head: a hidden ReLU layer of " << e.training.task_hidden
               << " units (an ablation; runs named +hidden" << e.training.task_hidden << ").";
  if (e.training.task_digits)
    provenance << " Task head: the answer's base-10 digits, a softmax of ten each (an ablation; "
                  "runs named +digits).";
  if (e.training.fuzzy_on_ddnnf)
    provenance << " Fuzzy systems evaluate the task's d-DNNF, not its formula (an ablation; runs "
                  "named +ddnnf).";
  if (e.training.probfuzzy_log_sigma != systems::training_options{}.probfuzzy_log_sigma)
    provenance << " Probabilistic-fuzzy systems start at log sigma about "
               << systems::shortest_text(e.training.probfuzzy_log_sigma)
               << " (an ablation; runs named +logsigma"
               << systems::shortest_text(e.training.probfuzzy_log_sigma) << ").";
  if (e.training.probfuzzy_labels != systems::training_options{}.probfuzzy_labels)
    provenance << " Probabilistic-fuzzy systems sample their labels from a "
               << systems::name_of(e.training.probfuzzy_labels)
               << " distribution (an ablation; runs named +"
               << systems::name_of(e.training.probfuzzy_labels) << ").";
  if (e.training.probfuzzy_samples != systems::training_options{}.probfuzzy_samples)
    provenance << " Probabilistic-fuzzy systems average " << e.training.probfuzzy_samples
               << " draws of the labels per query (an ablation; runs named +samples"
               << e.training.probfuzzy_samples << ").";
  if (e.validation_overlap)
    provenance << " MNIST addition trains on every training image, the validation images too "
                  "(an ablation; runs named +overlap).";
  if (!e.training.restore_best)
    provenance << " Early stopping tests the last epoch's weights, not the best validation "
                  "loss's (an ablation; runs named +last).";
  if (splits.pixels != systems::pixel_scaling::symmetric)
    provenance << " Pixels standardised by MNIST's mean and deviation, not scaled to [-1, 1] (an "
                  "ablation; runs named +standardised).";
  if (e.training.weight_decay != systems::training_options{}.weight_decay)
    provenance << " AdamW's weight decay " << systems::shortest_text(e.training.weight_decay)
               << " (an ablation; runs named +wd" << systems::shortest_text(e.training.weight_decay)
               << ").";
  if (!e.sudoku_suffix().empty())
    provenance << " Visual Sudoku: " << e.sudoku_train << " training, " << e.sudoku_valid
               << " validation and " << e.sudoku_test << " test grids, invalid grids made "
               << systems::name_of(e.negatives) << " (an ablation; runs named " << e.sudoku_suffix()
               << ").";
  provenance << " Command: deeplog experiment " << e.name << ".";
  systems::write_markdown(md.stream(), records, "Experiment " + e.name, provenance.str());
  systems::write_svg(svg.stream(), records, "experiment " + e.name);
  commit_together({&csv, &md, &svg});
  std::cout << "wrote " << out << "/results.csv, " << out << "/table.md, " << out << "/plot.svg\n";
  return 0;
}

const registration reg(
    "experiment",
    {"run a configuration matrix of the paper's experiments",
     "NAME [--data DIR] [--out DIR] [--repetitions R] [--max-epochs E] [--train-size K]\n"
     "       [--test-size K] [--systems S1,S2,..] [--tasks T1,T2,..] [--task-hidden K]\n"
     "       [--task-answer classes|digits] [--fuzzy-circuit formula|ddnnf]\n"
     "       [--probfuzzy-log-sigma L]\n"
     "       [--probfuzzy-distribution logistic-normal|dirichlet|independent]\n"
     "       [--probfuzzy-samples K] [--early-stopping best|last]\n"
     "       [--validation held-out|overlap] [--weight-decay W]\n"
     "       [--pixels symmetric|standardised] [--first-repetition K]\n"
     "       [--sudoku-grids TRAIN,VALID,TEST]\n"
     "       [--sudoku-negatives one-cell|visudo] [--quiet]\n"
     "   or: inference [--data DIR] [--out DIR] [--digits 1,2,3,4] [--max-batch B] [--batches K]\n"
     "   or: report --from A.csv,B.csv [--out DIR] [--title T]\n"
     "  NAME: tiny, addition, addition-4, carry, sudoku, program. Systems are named\n"
     "  architecture/probabilistic, architecture/fuzzy-godel, loss/probfuzzy-product, baseline, "
     "...\n"
     "  Data: MNIST-format IDX files (default Fashion-MNIST from Debian's dataset-fashion-mnist).\n"
     "  Writes results.csv, table.md (median [Q1, Q3] beside the paper's numbers, bold where\n"
     "  the Wilcoxon signed-rank test does not find a system below the best) and plot.svg\n"
     "  into --out (default experiment-NAME). inference: seconds per query over batch sizes\n"
     "  (Tables inference-time-dpl, optimal-batch). report: merges the CSVs of earlier runs.",
     {"quiet"},
     run_experiment,
     std::numeric_limits<double>::infinity()});

}  // namespace
}  // namespace deeplog::tool
