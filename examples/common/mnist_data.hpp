// MNIST for the examples: the IDX files (gzipped or not) of a directory, images normalised to
// [-1, 1] as DeepProbLog does, each label checked to be a digit.
#pragma once

#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "deeplog/nn.hpp"
#include "deeplog/nn/idx_gz.hpp"

namespace examples {

namespace nn = deeplog::nn;

struct dataset {
  nn::matrix<float> images;  // (n, 784), normalised to [-1, 1] as DeepProbLog does
  std::vector<std::uint32_t> labels;
};

inline dataset take(const dataset& d, std::size_t begin, std::size_t end) {
  return {d.images.middleRows(Eigen::Index(begin), Eigen::Index(end - begin)),
          {d.labels.begin() + std::ptrdiff_t(begin), d.labels.begin() + std::ptrdiff_t(end)}};
}

inline std::optional<std::string> find_file(const std::string& dir, const std::string& stem) {
  for (const std::string& name : {stem + ".gz", stem})
    if (std::filesystem::exists(dir + "/" + name)) return dir + "/" + name;
  return std::nullopt;
}

inline dataset load(const std::string& images, const std::string& labels) {
  dataset d{nn::idx_to_images<float>(nn::read_idx_file(images), 2.0f, -1.0f),
            nn::idx_to_labels(nn::read_idx_file(labels))};
  if (d.images.cols() != 784 || std::size_t(d.images.rows()) != d.labels.size())
    throw nn::nn_error(images + ": expected 28x28 images, one label each");
  for (auto l : d.labels)
    if (l > 9) throw nn::nn_error(labels + ": label " + std::to_string(l) + " is not 0..9");
  return d;
}

// Train and test splits: the official ones when the directory has them, else the t10k files
// split into the first 8,000 (train) and the last 2,000 (test).
inline std::pair<dataset, dataset> load_splits(const std::string& dir) {
  const auto tri = find_file(dir, "train-images-idx3-ubyte");
  const auto trl = find_file(dir, "train-labels-idx1-ubyte");
  const auto tei = find_file(dir, "t10k-images-idx3-ubyte");
  const auto tel = find_file(dir, "t10k-labels-idx1-ubyte");
  if (!tei || !tel) throw nn::nn_error(dir + ": no t10k-images/labels IDX files");
  dataset test = load(*tei, *tel);
  if (tri && trl) return {load(*tri, *trl), std::move(test)};
  if (test.labels.size() < 10000) throw nn::nn_error(dir + ": t10k has fewer than 10,000 items");
  std::cout << "note: " << dir
            << " has only t10k files: training on its first 8,000 images, testing on its last "
               "2,000\n";
  return {take(test, 0, 8000), take(test, 8000, 10000)};
}

}  // namespace examples
