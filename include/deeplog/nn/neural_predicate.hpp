// Neural predicates: networks as the labelling functions of atoms such as digit(Image, D), D in
// a finite domain (paper, "Labels of atoms as parameters"). One forward pass per image gives the
// labels of all |domain| atoms of that image at once; the circuit's backward pass gives the
// adjoints of those leaf labels, which flow on into the networks' parameters.
//
// Layout. A batch of `batch` queries; a predicate reads `slots` images per query (MNIST
// addition with N digits: 2N slots). Its image batch is (batch * slots, pixels) with slot s of
// query b in row b * slots + s; its network maps it to labels (batch * slots, domain). The
// label of the atom "slot s has value d" is circuit input row first_input + s * domain + d,
// column b: the circuit's batch dimension is the query batch, so one circuit evaluation serves
// all queries. Several predicates (each its own network) fill disjoint rows; the other rows
// take given labels (the same for every query, or one per query).
#pragma once

#include <array>
#include <cstddef>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "deeplog/nn/tensor.hpp"

namespace deeplog::nn {

struct neural_predicate_layout {
  std::size_t slots = 1;        // images per query
  std::size_t domain = 2;       // values per image (network outputs)
  std::size_t first_input = 0;  // circuit input row of (slot 0, value 0)
  std::size_t input_row(std::size_t slot, std::size_t value) const {
    return first_input + slot * domain + value;
  }
  std::size_t rows() const { return slots * domain; }
};

/// labels (batch * slots, domain) -> inputs (num_inputs, batch): the predicate's rows only.
template <class T>
void scatter_labels(const nn::matrix<T>& labels, const neural_predicate_layout& l,
                    std::size_t batch, std::span<T> inputs) {
  for (std::size_t b = 0; b < batch; ++b)
    for (std::size_t s = 0; s < l.slots; ++s) {
      const T* src = labels.data() + (b * l.slots + s) * l.domain;
      for (std::size_t d = 0; d < l.domain; ++d) inputs[l.input_row(s, d) * batch + b] = src[d];
    }
}

/// The adjoint of scatter_labels: input adjoints (num_inputs, batch) -> (batch * slots, domain).
template <class T>
void gather_adjoints(std::span<const T> input_adjoints, const neural_predicate_layout& l,
                     std::size_t batch, nn::matrix<T>& d_labels) {
  d_labels.resize(Eigen::Index(batch * l.slots), Eigen::Index(l.domain));
  for (std::size_t b = 0; b < batch; ++b)
    for (std::size_t s = 0; s < l.slots; ++s) {
      T* dst = d_labels.data() + (b * l.slots + s) * l.domain;
      for (std::size_t d = 0; d < l.domain; ++d)
        dst[d] = input_adjoints[l.input_row(s, d) * batch + b];
    }
}

/// One neural predicate of a circuit: a network and the input rows its labels fill. Net is any
/// nn network with const nn::matrix<T>& forward(const nn::matrix<T>&, bool) and
/// const nn::matrix<T>& backward(const nn::matrix<T>&) whose output rows are labels in the
/// circuit's structure (probabilities for probability<T>, log-probabilities for
/// log_probability<T>).
template <class Net>
struct neural_predicate {
  Net* net = nullptr;
  neural_predicate_layout layout;
};

/// A circuit whose inputs are labelled by neural predicates and given labels: images in, root
/// labels out, gradients of the root labels back into the networks. Keeps references to the
/// circuit and the networks: they must outlive this object.
template <Semiring S, class... Nets>
class neural_circuit {
  static_assert(sizeof...(Nets) >= 1, "neural_circuit: at least one neural predicate");

 public:
  using value_type = value_t<S>;
  static constexpr std::size_t predicates = sizeof...(Nets);
  /// One image batch per predicate: (batch * slots_k, pixels_k).
  using image_batches = std::array<const nn::matrix<value_type>*, predicates>;

  /// Throws circuit_error when a predicate's rows leave the circuit or overlap another's.
  neural_circuit(circuit&&, S, neural_predicate<Nets>...) = delete;  // would dangle
  neural_circuit(const circuit& c, S s, neural_predicate<Nets>... preds)
      : c_(&c), s_(s), preds_(preds...), layouts_{preds.layout...}, owner_(c.num_inputs(), unset) {
    std::size_t k = 0;
    auto claim = [&](const auto& p) {
      if (!p.net)
        throw circuit_error("neural_circuit: predicate " + std::to_string(k) + " has no network");
      const auto& l = p.layout;
      if (l.first_input + l.rows() > c.num_inputs())
        throw circuit_error("neural_circuit: the circuit reads " + std::to_string(c.num_inputs()) +
                            " input rows, neural predicate " + std::to_string(k) + " fills rows " +
                            std::to_string(l.first_input) + ".." +
                            std::to_string(l.first_input + l.rows() - 1));
      for (std::size_t r = l.first_input; r < l.first_input + l.rows(); ++r) {
        if (owner_[r] != unset)
          throw circuit_error("neural_circuit: input row " + std::to_string(r) +
                              " belongs to two neural predicates");
        owner_[r] = int(k);
      }
      ++k;
    };
    std::apply([&](const auto&... p) { (claim(p), ...); }, preds_);
  }

  /// One neural predicate (the common case): the network fills `layout`'s rows.
  template <class Net>
  requires(predicates == 1 && std::is_same_v<std::tuple<Net>, std::tuple<Nets...>>)
      neural_circuit(const circuit& c, Net& net, neural_predicate_layout layout, S s = {})
      : neural_circuit(c, s, neural_predicate<Net>{&net, layout}) {}
  template <class Net>
  requires(predicates == 1 && std::is_same_v<std::tuple<Net>, std::tuple<Nets...>>)
      neural_circuit(circuit&&, Net&, neural_predicate_layout, S = {})
  = delete;

  const circuit& graph() const { return *c_; }
  /// The layout of predicate k.
  const neural_predicate_layout& layout(std::size_t k = 0) const { return layouts_.at(k); }

  /// Gives input row `row` (not a neural predicate's) the label v in every query.
  void set_label(std::size_t row, value_type v) {
    claim_given(row);
    owner_[row] = given;
    given_[row] = std::vector<value_type>{v};
  }
  /// Gives input row `row` one label per query of the next forward passes (batch entries).
  void set_labels(std::size_t row, std::vector<value_type> per_query) {
    claim_given(row);
    owner_[row] = given;
    given_[row] = std::move(per_query);
  }

  /// One image batch per predicate. Returns the roots' labels (num_roots, batch).
  std::span<const value_type> forward(const image_batches& images, bool training) {
    batch_ = 0;
    for (std::size_t k = 0; k < predicates; ++k) {
      const auto rows = images[k] ? std::size_t(images[k]->rows()) : 0;
      const std::size_t slots = layouts_[k].slots;
      if (rows == 0 || rows % slots != 0 || (k > 0 && rows / slots != batch_))
        throw nn::shape_error("neural_circuit: predicate " + std::to_string(k) + " got " +
                              std::to_string(rows) + " images, not " +
                              (k > 0 ? std::to_string(batch_) + " queries of " : "queries of ") +
                              std::to_string(slots));
      batch_ = rows / slots;
    }
    for (std::size_t r = 0; r < owner_.size(); ++r) {
      if (owner_[r] == unset)
        throw circuit_error("neural_circuit: input row " + std::to_string(r) +
                            " has no label (no neural predicate fills it, none was given)");
      const auto& g = owner_[r] == given ? given_.at(r) : empty_;
      if (owner_[r] == given && g.size() != 1 && g.size() != batch_)
        throw nn::shape_error("neural_circuit: input row " + std::to_string(r) + " has " +
                              std::to_string(g.size()) + " labels for " + std::to_string(batch_) +
                              " queries");
    }
    inputs_.assign(c_->num_inputs() * batch_, s_.zero());
    for (const auto& [r, g] : given_)
      for (std::size_t b = 0; b < batch_; ++b) inputs_[r * batch_ + b] = g[g.size() == 1 ? 0 : b];
    std::size_t k = 0;
    auto run = [&](auto& p) {
      const nn::matrix<value_type>& labels = p.net->forward(*images[k], training);
      if (std::size_t(labels.cols()) != p.layout.domain)
        throw nn::shape_error("neural_circuit: the network of predicate " + std::to_string(k) +
                              " gives " + std::to_string(labels.cols()) +
                              " labels per image, its domain has " +
                              std::to_string(p.layout.domain));
      labels_[k] = &labels;
      scatter_labels(labels, p.layout, batch_, std::span<value_type>(inputs_));
      ++k;
    };
    std::apply([&](auto&... p) { (run(p), ...); }, preds_);
    return evaluator().forward(inputs_);
  }
  /// One predicate: images (batch * slots, pixels).
  std::span<const value_type> forward(const nn::matrix<value_type>& images,
                                      bool training) requires(predicates == 1) {
    return forward(image_batches{&images}, training);
  }

  /// After forward(images, true): root adjoints (num_roots, batch) in; the networks' parameter
  /// gradients accumulate dL/dtheta, image_gradient(k) is dL/dimages of predicate k and
  /// input_adjoints() dL/dlabel of every input row (num_inputs, batch), given rows included.
  void backward(std::span<const value_type> root_adjoints) requires Differentiable<S> {
    input_adjoints_.resize(c_->num_inputs() * batch_);
    evaluator().backward(root_adjoints, input_adjoints_);
    std::size_t k = 0;
    auto run = [&](auto& p) {
      gather_adjoints(std::span<const value_type>(input_adjoints_), p.layout, batch_, d_labels_[k]);
      image_gradients_[k] = &p.net->backward(d_labels_[k]);
      ++k;
    };
    std::apply([&](auto&... p) { (run(p), ...); }, preds_);
  }

  /// Predicate k's labels from the last forward pass: (batch * slots, domain).
  const nn::matrix<value_type>& labels(std::size_t k = 0) const { return *labels_.at(k); }
  /// dL/dimages of predicate k from the last backward pass.
  const nn::matrix<value_type>& image_gradient(std::size_t k = 0) const {
    return *image_gradients_.at(k);
  }
  std::span<const value_type> input_adjoints() const { return input_adjoints_; }

 private:
  static constexpr int unset = -1, given = -2;

  void claim_given(std::size_t row) const {
    if (row >= owner_.size())
      throw circuit_error("neural_circuit: no input row " + std::to_string(row) +
                          " (the circuit has " + std::to_string(owner_.size()) + ")");
    if (owner_[row] >= 0)
      throw circuit_error("neural_circuit: input row " + std::to_string(row) +
                          " belongs to neural predicate " + std::to_string(owner_[row]));
  }
  // One evaluator per batch size (the last batch of an epoch is often smaller).
  cpu_evaluator<S>& evaluator() {
    auto& e = evaluators_[batch_];
    if (!e) e = std::make_unique<cpu_evaluator<S>>(*c_, batch_, s_);
    return *e;
  }

  const circuit* c_;
  S s_;
  std::tuple<neural_predicate<Nets>...> preds_;
  std::array<neural_predicate_layout, predicates> layouts_;
  std::vector<int> owner_;  // per input row: predicate index, given or unset
  std::map<std::size_t, std::vector<value_type>> given_;
  std::vector<value_type> empty_;
  std::size_t batch_ = 0;
  std::array<const nn::matrix<value_type>*, predicates> labels_{}, image_gradients_{};
  std::array<nn::matrix<value_type>, predicates> d_labels_;
  std::vector<value_type> inputs_, input_adjoints_;
  std::map<std::size_t, std::unique_ptr<cpu_evaluator<S>>> evaluators_;
};

}  // namespace deeplog::nn
