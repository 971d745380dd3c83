// The paper's numbers (Section "Evaluation", Tables "sudoku", "mnist-accuracy", "mnist-carry",
// "inference-time-dpl" and "optimal-batch"), as data: the reports print them beside this
// project's results. Each entry is the paper's median with its distances to the first and
// third quartiles (the paper writes median_{-minus}^{+plus}), in percent for accuracy and
// average precision, in seconds for training time.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace deeplog::systems {

struct paper_cell {
  double median = 0, minus = 0, plus = 0;
  double q1() const { return median - minus; }
  double q3() const { return median + plus; }
};

/// Table "inference-time-dpl": DeepLog CPU, seconds per query (mean and standard deviation over
/// 100 batches), and Table "optimal-batch": the batch size of that entry, for N = 1..4.
struct paper_inference_row {
  std::size_t digits;
  double mean, stddev;
  std::size_t batch;
};

namespace detail {
struct paper_row {
  std::string_view task, system, what;  // what: "metric" or "train_seconds"
  paper_cell cell;
};

// clang-format off
inline constexpr std::array paper_rows{
    // Table "mnist-accuracy": accuracy (%), N = 1..4.
    paper_row{"addition-N1", "architecture/probabilistic", "metric", {97.90, 0.27, 0.12}},
    paper_row{"addition-N2", "architecture/probabilistic", "metric", {95.64, 0.20, 0.31}},
    paper_row{"addition-N3", "architecture/probabilistic", "metric", {94.21, 0.51, 0.08}},
    paper_row{"addition-N4", "architecture/probabilistic", "metric", {91.76, 0.18, 0.32}},
    paper_row{"addition-N1", "architecture/fuzzy-godel", "metric", {64.18, 10.42, 1.98}},
    paper_row{"addition-N2", "architecture/fuzzy-godel", "metric", {36.54, 13.25, 5.44}},
    paper_row{"addition-N3", "architecture/fuzzy-godel", "metric", {4.74, 1.71, 8.34}},
    paper_row{"addition-N4", "architecture/fuzzy-godel", "metric", {0.32, 0.30, 0.44}},
    paper_row{"addition-N1", "architecture/fuzzy-lukasiewicz", "metric", {0.90, 0.00, 0.00}},
    paper_row{"addition-N2", "architecture/fuzzy-lukasiewicz", "metric", {0.00, 0.00, 0.00}},
    paper_row{"addition-N3", "architecture/fuzzy-lukasiewicz", "metric", {0.00, 0.00, 0.00}},
    paper_row{"addition-N4", "architecture/fuzzy-lukasiewicz", "metric", {0.00, 0.00, 0.00}},
    paper_row{"addition-N1", "architecture/fuzzy-product", "metric", {97.87, 0.17, 0.12}},
    paper_row{"addition-N2", "architecture/fuzzy-product", "metric", {96.08, 0.17, 0.25}},
    paper_row{"addition-N3", "architecture/fuzzy-product", "metric", {94.06, 0.45, 0.06}},
    paper_row{"addition-N4", "architecture/fuzzy-product", "metric", {91.72, 0.24, 0.50}},
    paper_row{"addition-N1", "architecture/probfuzzy-godel", "metric", {58.43, 5.46, 6.59}},
    paper_row{"addition-N2", "architecture/probfuzzy-godel", "metric", {1.78, 0.41, 2.30}},
    paper_row{"addition-N3", "architecture/probfuzzy-godel", "metric", {0.09, 0.08, 0.03}},
    paper_row{"addition-N4", "architecture/probfuzzy-godel", "metric", {0.00, 0.00, 0.00}},
    paper_row{"addition-N1", "architecture/probfuzzy-lukasiewicz", "metric", {7.72, 0.73, 0.22}},
    paper_row{"addition-N2", "architecture/probfuzzy-lukasiewicz", "metric", {0.00, 0.00, 0.00}},
    paper_row{"addition-N3", "architecture/probfuzzy-lukasiewicz", "metric", {0.00, 0.00, 0.00}},
    paper_row{"addition-N4", "architecture/probfuzzy-lukasiewicz", "metric", {0.00, 0.00, 0.00}},
    paper_row{"addition-N1", "architecture/probfuzzy-product", "metric", {97.74, 0.14, 0.07}},
    paper_row{"addition-N2", "architecture/probfuzzy-product", "metric", {95.32, 0.24, 0.35}},
    paper_row{"addition-N3", "architecture/probfuzzy-product", "metric", {93.16, 1.02, 0.11}},
    paper_row{"addition-N4", "architecture/probfuzzy-product", "metric", {89.68, 1.12, 0.16}},
    paper_row{"addition-N1", "loss/probabilistic", "metric", {97.26, 0.15, 0.27}},
    paper_row{"addition-N2", "loss/probabilistic", "metric", {83.66, 1.17, 2.19}},
    paper_row{"addition-N3", "loss/probabilistic", "metric", {1.86, 0.80, 0.63}},
    paper_row{"addition-N4", "loss/probabilistic", "metric", {0.04, 0.04, 0.46}},
    paper_row{"addition-N1", "loss/fuzzy-godel", "metric", {97.52, 0.18, 0.25}},
    paper_row{"addition-N2", "loss/fuzzy-godel", "metric", {87.16, 2.19, 1.50}},
    paper_row{"addition-N3", "loss/fuzzy-godel", "metric", {3.03, 1.76, 0.84}},
    paper_row{"addition-N4", "loss/fuzzy-godel", "metric", {0.00, 0.00, 0.06}},
    paper_row{"addition-N1", "loss/fuzzy-lukasiewicz", "metric", {37.27, 21.91, 55.81}},
    paper_row{"addition-N2", "loss/fuzzy-lukasiewicz", "metric", {83.06, 2.83, 1.91}},
    paper_row{"addition-N3", "loss/fuzzy-lukasiewicz", "metric", {1.11, 0.72, 0.08}},
    paper_row{"addition-N4", "loss/fuzzy-lukasiewicz", "metric", {0.00, 0.00, 0.00}},
    paper_row{"addition-N1", "loss/fuzzy-product", "metric", {97.38, 0.14, 0.14}},
    paper_row{"addition-N2", "loss/fuzzy-product", "metric", {88.42, 1.37, 1.25}},
    paper_row{"addition-N3", "loss/fuzzy-product", "metric", {1.29, 0.21, 0.51}},
    paper_row{"addition-N4", "loss/fuzzy-product", "metric", {0.24, 0.16, 0.60}},
    paper_row{"addition-N1", "loss/probfuzzy-godel", "metric", {97.42, 0.20, 0.09}},
    paper_row{"addition-N2", "loss/probfuzzy-godel", "metric", {74.64, 3.39, 1.98}},
    paper_row{"addition-N3", "loss/probfuzzy-godel", "metric", {0.06, 0.00, 0.89}},
    paper_row{"addition-N4", "loss/probfuzzy-godel", "metric", {0.00, 0.00, 0.00}},
    paper_row{"addition-N1", "loss/probfuzzy-lukasiewicz", "metric", {10.24, 0.00, 0.00}},
    paper_row{"addition-N2", "loss/probfuzzy-lukasiewicz", "metric", {82.08, 1.06, 3.17}},
    paper_row{"addition-N3", "loss/probfuzzy-lukasiewicz", "metric", {1.17, 0.99, 0.08}},
    paper_row{"addition-N4", "loss/probfuzzy-lukasiewicz", "metric", {0.00, 0.00, 0.00}},
    paper_row{"addition-N1", "loss/probfuzzy-product", "metric", {97.19, 0.24, 0.36}},
    paper_row{"addition-N2", "loss/probfuzzy-product", "metric", {86.36, 1.08, 1.50}},
    paper_row{"addition-N3", "loss/probfuzzy-product", "metric", {3.09, 1.68, 1.65}},
    paper_row{"addition-N4", "loss/probfuzzy-product", "metric", {1.00, 0.34, 0.82}},
    paper_row{"addition-N1", "baseline", "metric", {97.46, 0.28, 0.18}},
    paper_row{"addition-N2", "baseline", "metric", {79.36, 1.45, 2.88}},
    paper_row{"addition-N3", "baseline", "metric", {1.02, 0.83, 0.18}},
    paper_row{"addition-N4", "baseline", "metric", {0.00, 0.00, 0.00}},
    // Table "mnist-carry": accuracy (%), N = 1, 2, 4, 10 (the paper has no N = 15).
    paper_row{"carry-N1", "architecture/probabilistic", "metric", {97.71, 0.13, 0.41}},
    paper_row{"carry-N2", "architecture/probabilistic", "metric", {95.56, 0.16, 0.20}},
    paper_row{"carry-N4", "architecture/probabilistic", "metric", {92.00, 0.48, 0.46}},
    paper_row{"carry-N10", "architecture/probabilistic", "metric", {85.00, 0.55, 1.10}},
    paper_row{"carry-N1", "architecture/fuzzy-product", "metric", {97.83, 0.21, 0.12}},
    paper_row{"carry-N2", "architecture/fuzzy-product", "metric", {95.82, 0.26, 0.41}},
    paper_row{"carry-N4", "architecture/fuzzy-product", "metric", {92.20, 1.08, 0.74}},
    paper_row{"carry-N10", "architecture/fuzzy-product", "metric", {85.20, 0.55, 0.85}},
    paper_row{"carry-N1", "baseline", "metric", {97.36, 0.18, 0.15}},
    paper_row{"carry-N2", "baseline", "metric", {83.66, 3.36, 3.04}},
    paper_row{"carry-N4", "baseline", "metric", {0.00, 0.00, 0.08}},
    paper_row{"carry-N10", "baseline", "metric", {0.00, 0.00, 0.00}},
    // Table "sudoku": average precision (%) and training time (s).
    paper_row{"sudoku", "architecture/probabilistic", "metric", {99.71, 0.03, 0.04}},
    paper_row{"sudoku", "architecture/fuzzy-godel", "metric", {99.23, 0.08, 0.41}},
    paper_row{"sudoku", "architecture/fuzzy-lukasiewicz", "metric", {50.00, 0.00, 0.00}},
    paper_row{"sudoku", "architecture/fuzzy-product", "metric", {99.69, 0.13, 0.03}},
    paper_row{"sudoku", "architecture/probfuzzy-godel", "metric", {50.29, 1.56, 2.41}},
    paper_row{"sudoku", "architecture/probfuzzy-lukasiewicz", "metric", {50.00, 0.00, 0.00}},
    paper_row{"sudoku", "architecture/probfuzzy-product", "metric", {99.02, 48.01, 0.18}},
    paper_row{"sudoku", "loss/probabilistic", "metric", {52.70, 2.12, 1.42}},
    paper_row{"sudoku", "loss/fuzzy-godel", "metric", {58.30, 4.01, 0.62}},
    paper_row{"sudoku", "loss/fuzzy-lukasiewicz", "metric", {51.74, 0.20, 1.16}},
    paper_row{"sudoku", "loss/fuzzy-product", "metric", {52.28, 1.46, 1.53}},
    paper_row{"sudoku", "loss/probfuzzy-godel", "metric", {50.65, 0.84, 0.90}},
    paper_row{"sudoku", "loss/probfuzzy-lukasiewicz", "metric", {51.58, 1.16, 1.51}},
    paper_row{"sudoku", "loss/probfuzzy-product", "metric", {51.73, 0.83, 0.67}},
    paper_row{"sudoku", "baseline", "metric", {52.71, 1.87, 1.63}},
    paper_row{"sudoku", "architecture/probabilistic", "train_seconds", {54.20, 9.43, 8.64}},
    paper_row{"sudoku", "architecture/fuzzy-godel", "train_seconds", {44.35, 2.78, 4.03}},
    paper_row{"sudoku", "architecture/fuzzy-lukasiewicz", "train_seconds", {9.15, 0.25, 0.08}},
    paper_row{"sudoku", "architecture/fuzzy-product", "train_seconds", {114.61, 31.69, 12.22}},
    paper_row{"sudoku", "architecture/probfuzzy-godel", "train_seconds", {72.22, 5.33, 7.67}},
    paper_row{"sudoku", "architecture/probfuzzy-lukasiewicz", "train_seconds", {12.36, 0.09, 0.06}},
    paper_row{"sudoku", "architecture/probfuzzy-product", "train_seconds", {132.43, 114.27, 5.57}},
    paper_row{"sudoku", "loss/probabilistic", "train_seconds", {6.12, 1.88, 5.30}},
    paper_row{"sudoku", "loss/fuzzy-godel", "train_seconds", {40.82, 1.67, 3.71}},
    paper_row{"sudoku", "loss/fuzzy-lukasiewicz", "train_seconds", {9.78, 5.06, 6.70}},
    paper_row{"sudoku", "loss/fuzzy-product", "train_seconds", {13.00, 5.18, 3.13}},
    paper_row{"sudoku", "loss/probfuzzy-godel", "train_seconds", {21.53, 7.80, 11.93}},
    paper_row{"sudoku", "loss/probfuzzy-lukasiewicz", "train_seconds", {13.53, 7.24, 2.41}},
    paper_row{"sudoku", "loss/probfuzzy-product", "train_seconds", {21.07, 15.29, 10.66}},
    paper_row{"sudoku", "baseline", "train_seconds", {1.82, 0.21, 0.63}},
};
// clang-format on

inline constexpr std::array paper_inference_rows{
    paper_inference_row{1, 1.09e-5, 6.46e-7, 256}, paper_inference_row{2, 4.13e-5, 3.72e-6, 128},
    paper_inference_row{3, 2.43e-3, 2.36e-4, 128}, paper_inference_row{4, 1.96e-1, 7.80e-3, 64}};
}  // namespace detail

/// The paper's cell for a task and a system (names as `run_record`'s), `what` = "metric" (in
/// percent) or "train_seconds"; nullopt where the paper has none.
inline std::optional<paper_cell> paper_result(std::string_view task, std::string_view system,
                                              std::string_view what = "metric") {
  for (const auto& r : detail::paper_rows)
    if (r.task == task && r.system == system && r.what == what) return r.cell;
  return std::nullopt;
}

/// The paper's DeepLog CPU inference time for MNIST addition with `digits` digits.
inline std::optional<paper_inference_row> paper_inference(std::size_t digits) {
  for (const auto& r : detail::paper_inference_rows)
    if (r.digits == digits) return r;
  return std::nullopt;
}

}  // namespace deeplog::systems
