// Neural predicates: a network as the labelling function of the atoms digit(Image, D), D in a
// finite domain (paper, "Labels of atoms as parameters"). One forward pass per image gives the
// labels of all |domain| atoms of that image at once; the circuit's backward pass gives the
// adjoints of those leaf labels, which flow on into the network's parameters.
//
// Layout. A batch of `batch` queries, each reading `slots` images (MNIST addition with N
// digits: 2N slots). The image batch is (batch * slots, pixels) with slot s of query b in row
// b * slots + s. The network maps it to labels (batch * slots, domain). The label of the atom
// "slot s has value d" is circuit input row first_input + s * domain + d, column b: the
// circuit's batch dimension is the query batch, so one circuit evaluation serves all queries.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "deeplog/algebra/concepts.hpp"
#include "deeplog/circuit/circuit.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "deeplog/nn/tensor.hpp"

namespace deeplog {

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

/// A circuit whose inputs are the labels of one neural predicate: images in, root labels out,
/// gradients of the root labels back into the network. Net is any nn network with
///   const nn::matrix<T>& forward(const nn::matrix<T>&, bool) and backward(const nn::matrix<T>&)
/// whose output rows are labels in S (probabilities for probability<T>, log-probabilities for
/// log_probability<T>). Input rows the predicate does not cover are set to S's zero.
/// Keeps references to the circuit and the network: both must outlive this object.
template <Semiring S, class Net>
class neural_circuit {
 public:
  using value_type = value_t<S>;

  neural_circuit(const circuit& c, Net& net, neural_predicate_layout layout, S s = {})
      : c_(&c), net_(&net), layout_(layout), s_(s) {
    if (layout.first_input + layout.rows() < c.num_inputs())
      throw circuit_error("neural_circuit: the circuit reads " + std::to_string(c.num_inputs()) +
                          " input rows, the neural predicate fills rows " +
                          std::to_string(layout.first_input) + ".." +
                          std::to_string(layout.first_input + layout.rows() - 1));
  }

  const circuit& graph() const { return *c_; }
  const neural_predicate_layout& layout() const { return layout_; }

  /// images: (batch * slots, pixels). Returns the roots' labels (num_roots, batch).
  std::span<const value_type> forward(const nn::matrix<value_type>& images, bool training) {
    if (images.rows() == 0 || std::size_t(images.rows()) % layout_.slots != 0)
      throw nn::shape_error("neural_circuit: " + std::to_string(images.rows()) +
                            " images do not form queries of " + std::to_string(layout_.slots));
    batch_ = std::size_t(images.rows()) / layout_.slots;
    const nn::matrix<value_type>& labels = net_->forward(images, training);
    if (std::size_t(labels.cols()) != layout_.domain)
      throw nn::shape_error("neural_circuit: the network gives " + std::to_string(labels.cols()) +
                            " labels per image, the domain has " + std::to_string(layout_.domain));
    labels_ = &labels;
    inputs_.assign((layout_.first_input + layout_.rows()) * batch_, s_.zero());
    scatter_labels(labels, layout_, batch_, std::span<value_type>(inputs_));
    inputs_.resize(c_->num_inputs() * batch_);
    return evaluator().forward(inputs_);
  }

  /// After forward(images, true): root adjoints (num_roots, batch) in; the network's parameter
  /// gradients accumulate dL/dtheta. Returns dL/dimages (batch * slots, pixels).
  const nn::matrix<value_type>& backward(std::span<const value_type> root_adjoints) requires
      Differentiable<S> {
    input_adjoints_.resize(c_->num_inputs() * batch_);
    evaluator().backward(root_adjoints, input_adjoints_);
    input_adjoints_.resize((layout_.first_input + layout_.rows()) * batch_, value_type(0));
    gather_adjoints(std::span<const value_type>(input_adjoints_), layout_, batch_, d_labels_);
    return net_->backward(d_labels_);
  }

  /// The network's labels from the last forward pass: (batch * slots, domain).
  const nn::matrix<value_type>& labels() const { return *labels_; }

 private:
  // One evaluator per batch size (the last batch of an epoch is often smaller).
  cpu_evaluator<S>& evaluator() {
    auto& e = evaluators_[batch_];
    if (!e) e = std::make_unique<cpu_evaluator<S>>(*c_, batch_, s_);
    return *e;
  }

  const circuit* c_;
  Net* net_;
  neural_predicate_layout layout_;
  S s_;
  std::size_t batch_ = 0;
  const nn::matrix<value_type>* labels_ = nullptr;
  std::vector<value_type> inputs_, input_adjoints_;
  nn::matrix<value_type> d_labels_;
  std::map<std::size_t, std::unique_ptr<cpu_evaluator<S>>> evaluators_;
};

}  // namespace deeplog
