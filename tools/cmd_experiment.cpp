// `deeplog experiment NAME`: the paper's comparison of neurosymbolic systems (semantics x
// placement of the logic) on its tasks, written as results.csv, table.md and plot.svg.
#include <unistd.h>

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

int run_experiment(const args& a) {
  a.only({"data", "out", "repetitions", "max-epochs", "train-size", "test-size", "systems", "tasks",
          "quiet"});
  if (a.positional().size() != 1) throw usage_error("expected an experiment name");
  systems::experiment_spec e;
  try {
    e = systems::named_experiment(a.positional()[0]);
  } catch (const deeplog::argument_error& x) {
    throw usage_error(x.what());
  }
  auto count = [&](const char* name, std::size_t fallback) {
    const long long v = a.get_int(name, static_cast<long long>(fallback));
    if (v < 0) throw usage_error(std::string("--") + name + " must not be negative");
    return static_cast<std::size_t>(v);
  };
  e.repetitions = count("repetitions", e.repetitions);
  e.training.max_epochs = count("max-epochs", e.training.max_epochs);
  e.train_images = count("train-size", e.train_images);
  e.test_images = count("test-size", e.test_images);
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
  const systems::mnist_splits splits = systems::load_mnist(data);
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
  const auto records = systems::run_experiment(
      e, splits, [](const std::string& line) { std::cout << line << std::endl; });
  atomic_file csv(out + "/results.csv"), md(out + "/table.md"), svg(out + "/plot.svg");
  systems::write_csv(csv.stream(), records);
  std::ostringstream provenance;
  provenance << "Data: " << data << " (" << splits.note << "). " << e.repetitions
             << " repetitions (seeds 0.." << e.repetitions - 1 << "), at most "
             << e.training.max_epochs << " epochs with early stopping (patience "
             << e.training.patience << "), AdamW lr " << e.training.lr << ", batch "
             << e.training.batch << ". Command: deeplog experiment " << e.name << ".";
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
     "       [--test-size K] [--systems S1,S2,..] [--tasks T1,T2,..] [--quiet]\n"
     "  NAME: tiny, addition, addition-4, carry, sudoku. Systems are named\n"
     "  architecture/probabilistic, architecture/fuzzy-godel, loss/probfuzzy-product, baseline, "
     "...\n"
     "  Data: MNIST-format IDX files (default Fashion-MNIST from Debian's dataset-fashion-mnist).\n"
     "  Writes results.csv, table.md (median [Q1, Q3]) and plot.svg into --out (default\n"
     "  experiment-NAME).",
     {"quiet"},
     run_experiment,
     std::numeric_limits<double>::infinity()});

}  // namespace
}  // namespace deeplog::tool
