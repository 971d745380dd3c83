// What one training run of a system on a task measured (the experiment runner's row).
#pragma once

#include <cstddef>

namespace deeplog::systems {

struct run_result {
  double metric = 0;           // accuracy (categorical answers) or average precision (binary)
  double digit_accuracy = -1;  // of the digit head on the test images (-1: none)
  /// The same under the relabelling of the classes that scores best, for tasks whose logic a
  /// relabelling does not change (task_logic::classes_interchangeable: Sudoku); -1 elsewhere.
  double digit_accuracy_relabelled = -1;
  double validation_loss = 0;  // of the tested weights' epoch
  double train_seconds = 0;
  double inference_seconds_per_query = 0;
  std::size_t epochs = 0;
  /// The epoch (1-based) whose weights were tested: the best validation loss's, or the last
  /// (training_options::restore_best).
  std::size_t tested_epoch = 0;
};

}  // namespace deeplog::systems
