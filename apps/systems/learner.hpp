// One learner for every emulated system: LeNet's layers up to its 84 features (shared by the
// images of a query), a digit head whose labels feed the task's circuit in the structure of
// the chosen semantics (or samples of fuzzy labels for probabilistic-fuzzy), a task head for
// the answer (logic in the loss, the baseline), and their losses and gradients. The systems,
// their training loop and the metrics are in learning.hpp.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "deeplog/algebra/fuzzy.hpp"
#include "deeplog/algebra/probability.hpp"
#include "deeplog/algebra/registry.hpp"
#include "deeplog/base/error.hpp"
#include "deeplog/exec/cpu/evaluator.hpp"
#include "deeplog/nn.hpp"
#include "systems/tasks.hpp"

namespace deeplog::systems {

enum class placement : std::uint8_t { architecture, loss, baseline, supervised };
/// The learner's semantics: the structures of builtin_structures that are differentiable and
/// either the probability semiring (the probabilistic semantics) or a t-norm algebra (with
/// negation; the fuzzy semantics). The learner computes in their float versions.
template <class S>
struct learner_semantics
    : std::bool_constant<Differentiable<S> &&
                         (Algebra<S> || std::is_same_v<S, probability<double>>)> {};
template <class Structures = builtin_structures>
using learner_structures_of = filter_t<learner_semantics, Structures>;
using learner_structures = learner_structures_of<>;
inline constexpr std::string_view probabilistic = probability<double>::name;

struct system_config {
  placement where = placement::architecture;
  std::string_view logic = probabilistic;  // a name of learner_structures
  bool probabilistic_fuzzy = false;        // only with a t-norm semantics

  std::string name() const {
    if (where == placement::baseline) return "baseline";
    if (where == placement::supervised) return "supervised";
    std::string s = where == placement::architecture ? "architecture/" : "loss/";
    if (logic == probabilistic) return s + "probabilistic";
    return s + (probabilistic_fuzzy ? "probfuzzy-" : "fuzzy-") + std::string(logic);
  }
  bool fuzzy() const { return logic != probabilistic; }
  bool uses_logic() const { return where != placement::baseline; }
  bool uses_task_head() const { return where == placement::loss || where == placement::baseline; }
};

/// Parses a name of system_config::name() ("architecture/fuzzy-product", "baseline", ...): the
/// semantics among the learner's members of Structures (with_builtins<UserTNorm> for a t-norm of
/// the user's).
template <class Structures = builtin_structures>
system_config parse_system(const std::string& s) {
  for (placement w :
       {placement::architecture, placement::loss, placement::baseline, placement::supervised})
    for (const std::string_view l : names_of(learner_structures_of<Structures>{}))
      for (bool pf : {false, true}) {
        if (l == probabilistic && pf) continue;
        const system_config c{w, l, pf};
        if (c.name() == s) return c;
      }
  throw argument_error("unknown system '" + s + "'");
}

/// The distribution of a probabilistic-fuzzy system's atom labels (one image's values).
enum class probfuzzy_distribution : std::uint8_t {
  /// softmax(mu + sigma eps), mu and log sigma from the digit head (2 x classes outputs): near
  /// the fuzzy point mass at the start (training_options::probfuzzy_log_sigma).
  logistic_normal,
  /// Dirichlet(alpha), log alpha from the digit head (classes outputs), clamped to
  /// [dirichlet_log_alpha_min, dirichlet_log_alpha_max]: about uniform on the simplex at the
  /// start (alpha about 1), concentrating as alpha grows. An ablation: the paper names no
  /// distribution, and the Dirichlet is the usual one over a simplex.
  dirichlet,
  /// Each atom's label on its own: sigmoid(logit p_v + sigma_v eps_v), p = softmax(mu), mu and
  /// log sigma from the digit head (2 x classes outputs), eps_v independent. The paper's
  /// probabilistic reading of fuzzy logic integrates over a product of per-atom densities
  /// (Appendix "fuzzy_rewrite"); as sigma -> 0 this is the fuzzy system, as the
  /// logistic-normal is, but an image's labels no longer sum to one. An ablation.
  independent
};
inline constexpr float dirichlet_log_alpha_min = -3.0f, dirichlet_log_alpha_max = 6.0f;

inline std::string_view name_of(probfuzzy_distribution d) {
  switch (d) {
    case probfuzzy_distribution::dirichlet:
      return "dirichlet";
    case probfuzzy_distribution::independent:
      return "independent";
    default:
      return "logistic-normal";
  }
}

struct training_options {
  std::size_t batch = 16, max_epochs = 30, patience = 5, threads = 1;
  std::size_t eval_batch = 256;
  /// Circuits with more edges than this compute training and validation losses on the cones
  /// of the observed answers' roots (one query at a time) instead of on every root.
  std::size_t cone_edges = std::size_t(1) << 18;
  double lr = 1e-3;
  /// AdamW's decoupled weight decay: PyTorch's default (the paper names no other); KLay's
  /// MNIST-addition script uses 1e-5 (an ablation, runs named +wd<value>).
  double weight_decay = 1e-2;
  /// The task head (logic in the loss, the baseline): 0, one linear layer on the joined
  /// activations (the paper's description); k > 0, a hidden ReLU layer of k units before it
  /// (an ablation: how much of the baseline's gap is the head's capacity).
  std::size_t task_hidden = 0;
  /// The task head's answer to a categorical output of K classes: false, K logits, one class
  /// per answer (the paper's "predicts the answer to the full task"); true, the class's
  /// base-10 digits, one softmax of ten per digit of K - 1, least significant first, trained
  /// by the sum of their cross-entropies and answering the class they spell (an ablation: a
  /// head that learns some digits of a sum scores where a whole sum is rarely seen).
  bool task_digits = false;
  /// The circuit of the fuzzy semantics: false, the task's formula as written (task_logic::
  /// fuzzy); true, the task's d-DNNF (task_logic::probabilistic, each image's values an
  /// exactly-one group whose false literals weigh one) in the t-norm's operations (an
  /// ablation: how much of a fuzzy system's result is its formula's form).
  bool fuzzy_on_ddnnf = false;
  /// Probabilistic-fuzzy semantics: log sigma of the logistic-normal labels is the head's
  /// output plus this offset, so a new network's sigma is about e^offset (the default: e^-3,
  /// near the fuzzy point mass; larger, an ablation: how much of a probabilistic-fuzzy
  /// system's result is the width of its starting distribution). In [-6, 2], the clamp of
  /// log sigma.
  float probfuzzy_log_sigma = -3.0f;
  /// Probabilistic-fuzzy semantics: the labels' distribution (probfuzzy_log_sigma applies to
  /// the logistic-normal and the independent labels, not to the Dirichlet).
  probfuzzy_distribution probfuzzy_labels = probfuzzy_distribution::logistic_normal;
  /// Probabilistic-fuzzy semantics: draws of the labels per query, whose formula labels are
  /// averaged (the expected fuzzy label; the paper does not give the number). Fewer, an
  /// ablation: how much of a probabilistic-fuzzy system's result is the estimate's noise.
  std::size_t probfuzzy_samples = 8;
  /// Early stopping: true, the weights of the epoch with the least validation loss are
  /// restored before testing (this project's reading of the paper's "early stopping on the
  /// validation loss"); false, the last epoch's are tested, as a loop that only stops would
  /// leave them (an ablation: how much of a row is which epoch's network is tested).
  bool restore_best = true;
  std::uint64_t seed = 0;
  /// Called after every batch: (epoch, done, total, running loss, running accuracy).
  std::function<void(std::size_t, std::size_t, std::size_t, double, double)> progress;
};

/// Whether system c evaluates the task's fuzzy formula (task_logic::fuzzy) under o, rather
/// than its d-DNNF (task_logic::probabilistic): a t-norm semantics without fuzzy_on_ddnnf.
inline bool on_fuzzy_formula(const system_config& c, const training_options& o) {
  return c.fuzzy() && !o.fuzzy_on_ddnnf;
}

namespace detail {

/// LeNet without its classifier layer: images (n, 784) -> features (n, 84).
using encoder =
    nn::sequential<float, nn::conv2d<float>, nn::max_pool2d<float>, nn::relu<float>,
                   nn::conv2d<float>, nn::max_pool2d<float>, nn::relu<float>, nn::flatten<float>,
                   nn::linear<float>, nn::relu<float>, nn::linear<float>, nn::relu<float>>;
inline constexpr std::size_t features = 84;

inline encoder make_encoder(std::uint64_t seed) {
  const nn::rng g(seed);
  auto s = [&](std::uint64_t k) { return g.split(k).next(); };
  nn::conv2d<float> c1({1, 28, 28}, 6, 5, s(0));
  nn::max_pool2d<float> p1(c1.output_shape(), 2);
  nn::conv2d<float> c2(p1.output_shape(), 16, 5, s(1));
  nn::max_pool2d<float> p2(c2.output_shape(), 2);
  return encoder(std::move(c1), std::move(p1), nn::relu<float>{}, std::move(c2), std::move(p2),
                 nn::relu<float>{}, nn::flatten<float>{},
                 nn::linear<float>(p2.output_shape().size(), 120, s(2)), nn::relu<float>{},
                 nn::linear<float>(120, features, s(3)), nn::relu<float>{});
}

/// One system on one task: the network, the logic layer and the losses.
template <class S>
class learner {
 public:
  learner(const task_logic& t, const system_config& c, const training_options& o)
      : t_(t),
        c_(c),
        o_(o),
        logic_(on_fuzzy_formula(c, o) ? t.fuzzy : t.probabilistic),
        complement_(on_fuzzy_formula(c, o)),
        enc_(make_encoder(o.seed)),
        digit_head_(features,
                    c.probabilistic_fuzzy && o.probfuzzy_labels != probfuzzy_distribution::dirichlet
                        ? 2 * t.classes
                        : t.classes,
                    nn::rng(o.seed).split(10).next()),
        task_head_(o.task_hidden ? o.task_hidden : t.slots * features, head_width(t, o),
                   nn::rng(o.seed).split(11).next()),
        noise_(nn::rng(o.seed).split(12)) {
    params_ = enc_.parameters();
    if (c.uses_logic()) digit_head_.collect(params_, "digit.");
    if (c.uses_task_head()) task_head_.collect(params_, "task.");
    if (o.task_hidden)
      task_hidden_.emplace(t.slots * features, o.task_hidden, nn::rng(o.seed).split(13).next());
    if (c.uses_task_head() && task_hidden_) task_hidden_->collect(params_, "task_hidden.");
  }

  std::vector<nn::parameter<float>>& parameters() { return params_; }
  /// Whether losses go through the cones of the observed answers (the circuit is large) and
  /// answers are then available only from full evaluations.
  bool loss_on_cones() const { return c_.uses_logic() && large(); }
  /// The largest query batch whose node labels fit about 256 MB in a full evaluation.
  std::size_t batch_limit(std::size_t wanted) const {
    if (!c_.uses_logic()) return wanted;
    const std::size_t draws = c_.probabilistic_fuzzy ? o_.probfuzzy_samples : 1;
    const std::size_t per_query = std::max<std::size_t>(1, logic_.size() * draws * sizeof(value));
    return std::clamp<std::size_t>((std::size_t(256) << 20) / per_query, 1, wanted);
  }
  /// Restarts the probabilistic-fuzzy sampling stream (equal draws for repeated evaluations).
  void reseed_noise(std::uint64_t seed) { noise_ = nn::rng(seed); }

  /// Forward (and with `train`, backward) on the queries [first, first + n) of qs. Returns the
  /// batch's mean loss; `answers[b * outputs + o]` gets each output's prediction and `scores`
  /// the binary outputs' scores.
  /// `need_answers` false: the loss alone (and its gradient), which large circuits compute on
  /// the cones of the observed answers' roots only.
  double step(const image_set& d, const std::vector<query>& qs, std::size_t first, std::size_t n,
              bool train, std::vector<std::uint32_t>& answers, std::vector<double>& scores,
              bool need_answers = true) {
    const std::size_t slots = t_.slots;
    index_.clear();
    for (std::size_t b = 0; b < n; ++b)
      for (std::uint32_t i : qs[first + b].images) index_.push_back(i);
    nn::gather_rows(d.images, index_, x_);
    const nn::matrix<float>& h = enc_.forward(x_, train);
    dh_.setZero(h.rows(), h.cols());
    double loss = 0;
    answers.assign(n * t_.outputs.size(), 0);
    scores.assign(n * t_.outputs.size(), 0.0);
    if (c_.uses_logic())
      loss += logic_step(d, h, qs, first, n, train, need_answers, answers, scores);
    if (c_.uses_task_head()) loss += head_step(h, qs, first, n, train, answers, scores);
    if (train) enc_.backward(dh_);
    (void)slots;
    return loss;
  }

  /// The digit head's class for each row of `images` (argmax; mu for probabilistic-fuzzy).
  std::vector<std::uint32_t> classify(const nn::matrix<float>& images) {
    const auto& h = enc_.forward(images, false);
    const auto& z = digit_head_.forward(h, false);
    std::vector<std::uint32_t> out;
    for (Eigen::Index r = 0; r < z.rows(); ++r) {
      Eigen::Index best = 0;
      z.row(r).head(Eigen::Index(t_.classes)).maxCoeff(&best);
      out.push_back(static_cast<std::uint32_t>(best));
    }
    return out;
  }

 private:
  using value = value_t<S>;

  cpu_evaluator<S>& evaluator(std::size_t batch) {
    auto& e = evaluators_[batch];
    if (!e) e = std::make_unique<cpu_evaluator<S>>(logic_, batch);
    return *e;
  }

  // Circuit inputs from the atoms' labels x (rows = query b's slot s, columns = classes), for
  // `draws` columns per query: rows literal_input(v, false) = x, literal_input(v, true) = 1 - x
  // for a t-norm's formula and 1 for the d-DNNF (a group member's false literal weighs one).
  void fill_inputs(const nn::matrix<float>& x, std::size_t n, std::size_t draws) {
    const std::size_t cols = n * draws, classes = t_.classes, slots = t_.slots;
    in_.assign(logic_.num_inputs() * cols, 1.0f);
    const bool fuzzy = c_.fuzzy();
    for (const auto& f : t_.fixed_inputs)
      std::fill_n(in_.begin() + long(f.row * cols), cols, fuzzy ? f.fuzzy : f.probabilistic);
    for (std::size_t b = 0; b < n; ++b)
      for (std::size_t s = 0; s < slots; ++s)
        for (std::size_t v = 0; v < classes; ++v) {
          const std::uint32_t var = atom_variable(s, v, classes);
          for (std::size_t k = 0; k < draws; ++k) {
            const float p = x(Eigen::Index((b * slots + s) * draws + k), Eigen::Index(v));
            const std::size_t col = b * draws + k;
            in_[literal_input(var, false) * cols + col] = p;
            if (complement_) in_[literal_input(var, true) * cols + col] = 1.0f - p;
          }
        }
  }

  double logic_step(const image_set& d, const nn::matrix<float>& h, const std::vector<query>& qs,
                    std::size_t first, std::size_t n, bool train, bool need_answers,
                    std::vector<std::uint32_t>& answers, std::vector<double>& scores) {
    const std::size_t classes = t_.classes, rows = n * t_.slots;
    const std::size_t draws = c_.probabilistic_fuzzy ? o_.probfuzzy_samples : 1;
    const nn::matrix<float>& z = digit_head_.forward(h, train);
    // The atoms' labels: softmax probabilities, or samples of fuzzy labels from a
    // logistic-normal distribution on the simplex: x = softmax(mu + sigma eps) per image, mu
    // the first `classes` outputs and log sigma the others. As sigma -> 0 this is the fuzzy
    // system with the same network; the labels of an image's values always sum to one.
    labels_.resize(Eigen::Index(rows * draws), Eigen::Index(classes));
    if (!c_.probabilistic_fuzzy) {
      labels_ = softmax_.forward(z, train);
    } else if (dirichlet()) {
      // x ~ Dirichlet(alpha) per image, alpha = e^z: gamma samples by their quantiles
      // (nn::dirichlet_sample), drawn into gammas_ for the backward pass.
      gammas_.resize(rows * draws * classes);
      alpha_.resize(classes);
      sample_.resize(classes);
      for (std::size_t r = 0; r < rows; ++r) {
        image_alpha(z, r);
        for (std::size_t k = 0; k < draws; ++k) {
          const Eigen::Index row = Eigen::Index(r * draws + k);
          nn::dirichlet_sample(noise_, alpha_,
                               std::span(gammas_).subspan(std::size_t(row) * classes, classes),
                               sample_);
          for (std::size_t v = 0; v < classes; ++v)
            labels_(row, Eigen::Index(v)) = float(sample_[v]);
        }
      }
    } else if (independent()) {
      // x_v = sigmoid(logit p_v + sigma_v eps_v), logit p_v = mu_v - log sum_{w != v} e^mu_w
      // (exact where p_v rounds to 1), kept in rest_ for the backward pass.
      eps_.resize(Eigen::Index(rows * draws), Eigen::Index(classes));
      rest_.resize(Eigen::Index(rows), Eigen::Index(classes));
      for (std::size_t r = 0; r < rows; ++r) {
        for (std::size_t v = 0; v < classes; ++v)
          rest_(Eigen::Index(r), Eigen::Index(v)) = log_sum_exp_except(z, r, v);
        for (std::size_t k = 0; k < draws; ++k) {
          const Eigen::Index row = Eigen::Index(r * draws + k);
          for (std::size_t v = 0; v < classes; ++v) {
            const Eigen::Index col = Eigen::Index(v);
            const double e = gaussian();
            eps_(row, col) = float(e);
            const double u =
                double(z(Eigen::Index(r), col)) - rest_(Eigen::Index(r), col) +
                std::exp(double(log_sigma(z(Eigen::Index(r), Eigen::Index(classes) + col)))) * e;
            labels_(row, col) = float(1 / (1 + std::exp(-u)));
          }
        }
      }
    } else {
      eps_.resize(Eigen::Index(rows * draws), Eigen::Index(classes));
      for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t k = 0; k < draws; ++k) {
          const Eigen::Index row = Eigen::Index(r * draws + k);
          float top = -INFINITY;
          for (std::size_t v = 0; v < classes; ++v) {
            const float e = float(gaussian());
            eps_(row, Eigen::Index(v)) = e;
            const float u = z(Eigen::Index(r), Eigen::Index(v)) +
                            std::exp(log_sigma(z(Eigen::Index(r), Eigen::Index(classes + v)))) * e;
            labels_(row, Eigen::Index(v)) = u;
            top = std::max(top, u);
          }
          float total = 0;
          for (std::size_t v = 0; v < classes; ++v)
            total += labels_(row, Eigen::Index(v)) = std::exp(labels_(row, Eigen::Index(v)) - top);
          labels_.row(row) /= total;
        }
    }
    double loss;
    if (c_.where == placement::supervised) {  // cross-entropy of each image's own class
      if (need_answers || !large()) full_logic(qs, first, n, draws, false, answers, scores);
      loss = 0;
      dlabels_.setZero(labels_.rows(), labels_.cols());
      for (std::size_t b = 0; b < n; ++b)
        for (std::size_t s = 0; s < t_.slots; ++s) {
          const auto cls = image_class(t_, d.labels[qs[first + b].images[s]]);
          if (!cls) continue;
          const Eigen::Index row = Eigen::Index(b * t_.slots + s), col = Eigen::Index(*cls);
          const float p = std::max(labels_(row, col), 1e-30f);
          loss -= std::log(double(p)) / double(n * t_.slots);
          dlabels_(row, col) = -1.0f / (p * float(n * t_.slots));
        }
    } else {
      loss = need_answers || !large() ? full_logic(qs, first, n, draws, train, answers, scores)
                                      : cone_logic(qs, first, n, draws, train);
    }
    if (train) {
      if (!c_.probabilistic_fuzzy) {
        dz_ = softmax_.backward(dlabels_);
      } else if (dirichlet()) {  // implicit reparameterisation of the gamma samples
        dz_.setZero(z.rows(), z.cols());
        dsample_.resize(classes);
        dalpha_.resize(classes);
        for (std::size_t r = 0; r < rows; ++r) {
          image_alpha(z, r);
          for (std::size_t k = 0; k < draws; ++k) {
            const Eigen::Index row = Eigen::Index(r * draws + k);
            for (std::size_t v = 0; v < classes; ++v)
              dsample_[v] = double(dlabels_(row, Eigen::Index(v)));
            nn::dirichlet_backward(
                alpha_,
                std::span<const double>(gammas_).subspan(std::size_t(row) * classes, classes),
                dsample_, dalpha_);
            for (std::size_t v = 0; v < classes; ++v) {
              const float out = z(Eigen::Index(r), Eigen::Index(v));
              if (log_alpha(out) == out)  // not clamped: d alpha / d z = alpha
                dz_(Eigen::Index(r), Eigen::Index(v)) += float(dalpha_[v] * alpha_[v]);
            }
          }
        }
      } else if (independent()) {
        // d loss / d u_v = g_v x_v (1 - x_v); u_v = mu_v - log sum_{w != v} e^mu_w + sigma_v
        // eps_v, so d u_v / d mu_w = -e^(mu_w - rest_v) for w != v: summed over the draws
        // first, since mu and rest_ are the image's.
        dz_.setZero(z.rows(), z.cols());
        std::vector<double> du_draws(classes);
        for (std::size_t r = 0; r < rows; ++r) {
          std::fill(du_draws.begin(), du_draws.end(), 0.0);
          for (std::size_t k = 0; k < draws; ++k) {
            const Eigen::Index row = Eigen::Index(r * draws + k);
            for (std::size_t v = 0; v < classes; ++v) {
              const Eigen::Index col = Eigen::Index(v);
              const double x = labels_(row, col);
              const double du = double(dlabels_(row, col)) * x * (1 - x);
              du_draws[v] += du;
              const float out = z(Eigen::Index(r), Eigen::Index(classes) + col);
              const float ls = log_sigma(out);
              if (ls == out + o_.probfuzzy_log_sigma)  // not clamped
                dz_(Eigen::Index(r), Eigen::Index(classes) + col) +=
                    float(du * std::exp(double(ls)) * double(eps_(row, col)));
            }
          }
          for (std::size_t v = 0; v < classes; ++v) {
            double dmu = du_draws[v];
            for (std::size_t w = 0; w < classes; ++w)
              if (w != v)
                dmu -= du_draws[w] * std::exp(double(z(Eigen::Index(r), Eigen::Index(v))) -
                                              rest_(Eigen::Index(r), Eigen::Index(w)));
            dz_(Eigen::Index(r), Eigen::Index(v)) += float(dmu);
          }
        }
      } else {  // reparameterisation: x = softmax(mu + sigma eps)
        dz_.setZero(z.rows(), z.cols());
        for (std::size_t r = 0; r < rows; ++r)
          for (std::size_t k = 0; k < draws; ++k) {
            const Eigen::Index row = Eigen::Index(r * draws + k);
            const float inner = labels_.row(row).dot(dlabels_.row(row));
            for (std::size_t v = 0; v < classes; ++v) {
              const Eigen::Index col = Eigen::Index(v);
              const float du = labels_(row, col) * (dlabels_(row, col) - inner);  // d loss / d u
              dz_(Eigen::Index(r), col) += du;
              const float out = z(Eigen::Index(r), Eigen::Index(classes) + col);
              const float ls = log_sigma(out);
              if (ls == out + o_.probfuzzy_log_sigma)  // not clamped
                dz_(Eigen::Index(r), Eigen::Index(classes) + col) +=
                    du * std::exp(ls) * eps_(row, col);
            }
          }
      }
      dh_ += digit_head_.backward(dz_);
    }
    return loss;
  }

  // log sigma of the logistic-normal labels from the head's output: offset so that a new
  // network starts at sigma about e^offset (training_options::probfuzzy_log_sigma), clamped to
  // [e^-6, e^2].
  float log_sigma(float out) const { return std::clamp(out + o_.probfuzzy_log_sigma, -6.0f, 2.0f); }
  // log alpha of the Dirichlet labels: the head's output, clamped.
  static float log_alpha(float out) {
    return std::clamp(out, dirichlet_log_alpha_min, dirichlet_log_alpha_max);
  }
  // alpha_ = the Dirichlet concentrations of image row r of the digit head's output z.
  void image_alpha(const nn::matrix<float>& z, std::size_t r) {
    for (std::size_t v = 0; v < alpha_.size(); ++v)
      alpha_[v] = std::exp(double(log_alpha(z(Eigen::Index(r), Eigen::Index(v)))));
  }
  bool dirichlet() const {
    return c_.probabilistic_fuzzy && o_.probfuzzy_labels == probfuzzy_distribution::dirichlet;
  }
  bool independent() const {
    return c_.probabilistic_fuzzy && o_.probfuzzy_labels == probfuzzy_distribution::independent;
  }
  // log sum_{w != v} e^(z(r, w)) over the first `classes` outputs of row r.
  double log_sum_exp_except(const nn::matrix<float>& z, std::size_t r, std::size_t v) const {
    double top = -INFINITY;
    for (std::size_t w = 0; w < t_.classes; ++w)
      if (w != v) top = std::max(top, double(z(Eigen::Index(r), Eigen::Index(w))));
    double sum = 0;
    for (std::size_t w = 0; w < t_.classes; ++w)
      if (w != v) sum += std::exp(double(z(Eigen::Index(r), Eigen::Index(w))) - top);
    return top + std::log(sum);
  }

  // Circuits this large evaluate the cone of one root per query for losses.
  bool large() const { return logic_.num_edges() > o_.cone_edges; }

  // The loss (mean over the queries) through the whole circuit, every root's label, and with
  // `train` the gradient of the atoms' labels in dlabels_.
  double full_logic(const std::vector<query>& qs, std::size_t first, std::size_t n,
                    std::size_t draws, bool train, std::vector<std::uint32_t>& answers,
                    std::vector<double>& scores) {
    const std::size_t classes = t_.classes;
    fill_inputs(labels_, n, draws);
    cpu_evaluator<S>& ev = evaluator(n * draws);
    const auto roots = ev.forward(in_);
    const std::size_t cols = n * draws;
    // Expected labels per query: mean over the draws.
    auto label = [&](std::size_t root, std::size_t b) {
      double m = 0;
      for (std::size_t k = 0; k < draws; ++k) m += double(roots[root * cols + b * draws + k]);
      return m / double(draws);
    };
    radj_.assign(roots.size(), value(0));
    double loss = 0;
    for (std::size_t b = 0; b < n; ++b) {
      const query& q = qs[first + b];
      for (std::size_t o = 0; o < t_.outputs.size(); ++o) {
        const task_output& out = t_.outputs[o];
        if (out.kind == output_kind::categorical) {
          std::size_t best = 0;
          for (std::size_t r = 1; r < out.count; ++r)
            if (label(out.first_root + r, b) > label(out.first_root + best, b)) best = r;
          answers[b * t_.outputs.size() + o] = std::uint32_t(best);
        } else {
          scores[b * t_.outputs.size() + o] = label(out.first_root, b);
          answers[b * t_.outputs.size() + o] = label(out.first_root, b) > 0.5;
        }
        const std::size_t used = used_root(out, q.targets[o]);
        const auto [l, dl] = output_loss(out, q.targets[o], label(used, b));
        loss += l;
        for (std::size_t k = 0; k < draws; ++k)
          radj_[used * cols + b * draws + k] = value(dl / double(draws * n));
      }
    }
    if (train) {
      iadj_.assign(logic_.num_inputs() * cols, value(0));
      ev.backward(radj_, iadj_);
      dlabels_.setZero(labels_.rows(), labels_.cols());
      for (std::size_t b = 0; b < n; ++b)
        for (std::size_t k = 0; k < draws; ++k)
          add_label_gradient(iadj_, cols, b * draws + k, (b * t_.slots) * draws + k, draws,
                             classes);
    }
    return loss / double(n);
  }

  // The loss through the cones of the observed answers' roots, one query column at a time.
  double cone_logic(const std::vector<query>& qs, std::size_t first, std::size_t n,
                    std::size_t draws, bool train) {
    if (train) dlabels_.setZero(labels_.rows(), labels_.cols());
    const std::size_t classes = t_.classes;
    double loss = 0;
    std::vector<value> in, radj(1), iadj;
    for (std::size_t b = 0; b < n; ++b) {
      const query& q = qs[first + b];
      for (std::size_t o = 0; o < t_.outputs.size(); ++o) {
        const task_output& out = t_.outputs[o];
        cone& cn = cone_of(static_cast<std::uint32_t>(used_root(out, q.targets[o])));
        double m = 0;
        for (std::size_t k = 0; k < draws; ++k) {
          column_inputs(b, k, draws, in);
          m += double(cn.ev->forward(in)[0]);
        }
        m /= double(draws);
        const auto [l, dl] = output_loss(out, q.targets[o], m);
        loss += l;
        if (!train) continue;
        for (std::size_t k = 0; k < draws; ++k) {
          column_inputs(b, k, draws, in);
          cn.ev->forward(in);
          radj[0] = value(dl / double(draws * n));
          iadj.assign(in.size(), value(0));
          cn.ev->backward(radj, iadj);
          add_label_gradient(iadj, 1, 0, (b * t_.slots) * draws + k, draws, classes);
        }
      }
    }
    return loss / double(n);
  }

  // Base-10 digits of the largest class of a categorical output (its task-head softmaxes of
  // ten under training_options::task_digits).
  static std::size_t answer_digits(const task_output& out) {
    std::size_t k = 1;
    for (std::uint32_t m = out.count > 0 ? out.count - 1 : 0; m >= 10; m /= 10) ++k;
    return k;
  }
  // The task head's logits: per categorical output its classes, or ten per digit.
  static std::size_t head_width(const task_logic& t, const training_options& o) {
    std::size_t n = 0;
    for (const auto& out : t.outputs)
      n += out.kind == output_kind::binary ? 1
           : o.task_digits                 ? 10 * answer_digits(out)
                                           : out.count;
    return n;
  }
  // Softmax cross-entropy of `target` over the logits seg of row `row`, its gradient (over n
  // queries) into dlogits_ at column col; returns the loss and the argmax.
  template <class Seg>
  std::pair<double, Eigen::Index> softmax_loss(const Seg& seg, Eigen::Index row, Eigen::Index col,
                                               Eigen::Index target, std::size_t n) {
    const float m = seg.maxCoeff();
    const double lse = double(m) + std::log(double((seg.array() - m).exp().sum()));
    Eigen::Index best = 0;
    seg.maxCoeff(&best);
    for (Eigen::Index r = 0; r < seg.size(); ++r)
      dlogits_(row, col + r) =
          float((std::exp(double(seg(r)) - lse) - (r == target ? 1.0 : 0.0)) / double(n));
    return {lse - double(seg(target)), best};
  }

  static std::size_t used_root(const task_output& out, std::uint32_t target) {
    return out.kind == output_kind::categorical ? out.first_root + target : out.first_root;
  }
  // The loss of one output given the label of the root used, and its derivative.
  static std::pair<double, double> output_loss(const task_output& out, std::uint32_t target,
                                               double label) {
    if (out.kind == output_kind::categorical) {
      const double p = std::max(label, 1e-30);
      return {-std::log(p), -1.0 / p};
    }
    // Binary cross-entropy. Labels of long conjunctions are tiny (a 4x4 sudoku's 56 pair
    // constraints start near 1e-15): only an underflow floor on p, so the gradient keeps its
    // log-derivative scale; 1 - p is floored at float resolution.
    const double y = target, p = std::max(label, 1e-30), q = std::max(1 - label, 1e-7);
    return {-(y * std::log(p) + (1 - y) * std::log(q)), -y / p + (1 - y) / q};
  }
  // Input adjoints of column `col` (of `cols`) into dlabels_ rows first_row + s * draws.
  void add_label_gradient(const std::vector<value>& iadj, std::size_t cols, std::size_t col,
                          std::size_t first_row, std::size_t draws, std::size_t classes) {
    for (std::size_t s = 0; s < t_.slots; ++s)
      for (std::size_t v = 0; v < classes; ++v) {
        const std::uint32_t var = atom_variable(s, v, classes);
        float g = iadj[literal_input(var, false) * cols + col];
        if (complement_) g -= iadj[literal_input(var, true) * cols + col];
        dlabels_(Eigen::Index(first_row + s * draws), Eigen::Index(v)) += g;
      }
  }
  // The circuit inputs of one query column (query b, draw k).
  void column_inputs(std::size_t b, std::size_t k, std::size_t draws, std::vector<value>& in) {
    const std::size_t classes = t_.classes;
    const bool fuzzy = c_.fuzzy();
    in.assign(logic_.num_inputs(), value(1));
    for (const auto& f : t_.fixed_inputs) in[f.row] = fuzzy ? f.fuzzy : f.probabilistic;
    for (std::size_t s = 0; s < t_.slots; ++s)
      for (std::size_t v = 0; v < classes; ++v) {
        const std::uint32_t var = atom_variable(s, v, classes);
        const float p = labels_(Eigen::Index((b * t_.slots + s) * draws + k), Eigen::Index(v));
        in[literal_input(var, false)] = p;
        if (complement_) in[literal_input(var, true)] = 1.0f - p;
      }
  }

  struct cone {
    circuit c;
    std::unique_ptr<cpu_evaluator<S>> ev;
  };
  // The sub-circuit under one root (same input rows), evaluated one query at a time.
  cone& cone_of(std::uint32_t root) {
    auto& cn = cones_[root];
    if (cn.ev) return cn;
    const node_id top = logic_.roots()[root];
    std::vector<char> live(top + 1, 0);
    live[top] = 1;
    for (node_id i = top + 1; i-- > 0;)
      if (live[i])
        for (node_id ch : logic_.children(i)) live[ch] = 1;
    circuit_builder cb(logic_.num_inputs());
    const auto map = copy_nodes(
        cb, logic_, [&](std::uint32_t in) { return cb.input(in); },
        [&](node_id i) { return live[i] ? std::nullopt : std::optional(not_copied); },
        std::size_t(top) + 1);
    cb.add_root(map[top]);
    cn.c = cb.build();
    cn.ev = std::make_unique<cpu_evaluator<S>>(cn.c, 1);
    return cn;
  }

  double head_step(const nn::matrix<float>& h, const std::vector<query>& qs, std::size_t first,
                   std::size_t n, bool train, std::vector<std::uint32_t>& answers,
                   std::vector<double>& scores) {
    // The joined activations of a query's images: rows b*slots .. b*slots+slots-1 of h, which
    // row-major storage already lays out as one row of slots * 84.
    joined_ = Eigen::Map<const nn::matrix<float>>(h.data(), Eigen::Index(n),
                                                  h.cols() * Eigen::Index(t_.slots));
    const nn::matrix<float>& logits =
        task_hidden_ ? task_head_.forward(
                           task_relu_.forward(task_hidden_->forward(joined_, train), train), train)
                     : task_head_.forward(joined_, train);
    dlogits_.setZero(logits.rows(), logits.cols());
    double loss = 0;
    const bool logic_answers = c_.where == placement::architecture;
    for (std::size_t b = 0; b < n; ++b) {
      const query& q = qs[first + b];
      Eigen::Index col = 0;
      for (std::size_t o = 0; o < t_.outputs.size(); ++o) {
        const task_output& out = t_.outputs[o];
        const Eigen::Index row = Eigen::Index(b);
        if (out.kind == output_kind::categorical && o_.task_digits) {
          // One softmax per base-10 digit, least significant first; the answer is the number
          // the argmaxes spell (it may name no class: then it is wrong).
          std::uint64_t answer = 0, scale = 1;
          for (std::size_t k = 0, digits = answer_digits(out); k < digits; ++k, scale *= 10) {
            const auto target = Eigen::Index(q.targets[o] / scale % 10);
            const auto [l, best] =
                softmax_loss(logits.row(row).segment(col, 10), row, col, target, n);
            loss += l;
            answer += std::uint64_t(best) * scale;
            col += 10;
          }
          if (!logic_answers)
            answers[b * t_.outputs.size() + o] =
                std::uint32_t(std::min<std::uint64_t>(answer, UINT32_MAX));
        } else if (out.kind == output_kind::categorical) {
          const auto [l, best] = softmax_loss(logits.row(row).segment(col, Eigen::Index(out.count)),
                                              row, col, Eigen::Index(q.targets[o]), n);
          loss += l;
          if (!logic_answers) answers[b * t_.outputs.size() + o] = std::uint32_t(best);
          col += Eigen::Index(out.count);
        } else {
          const double zl = logits(row, col), y = q.targets[o];
          const double p = 1 / (1 + std::exp(-zl));
          if (!logic_answers) {
            scores[b * t_.outputs.size() + o] = p;
            answers[b * t_.outputs.size() + o] = p > 0.5;
          }
          loss += std::max(zl, 0.0) - zl * y + std::log1p(std::exp(-std::fabs(zl)));
          dlogits_(row, col) = float((p - y) / double(n));
          col += 1;
        }
      }
    }
    if (train) {
      const nn::matrix<float>& dj =
          task_hidden_ ? task_hidden_->backward(task_relu_.backward(task_head_.backward(dlogits_)))
                       : task_head_.backward(dlogits_);
      dh_ += Eigen::Map<const nn::matrix<float>>(dj.data(), dh_.rows(), dh_.cols());
    }
    return loss / double(n);
  }

  double gaussian() {  // Box-Muller on the seeded stream
    const double u1 = std::max(noise_.uniform(), 1e-300), u2 = noise_.uniform();
    return std::sqrt(-2 * std::log(u1)) * std::cos(6.283185307179586 * u2);
  }

  const task_logic& t_;
  system_config c_;
  training_options o_;
  const circuit& logic_;
  bool complement_;  // a false literal's input is 1 - x (a formula in a t-norm), else 1
  encoder enc_;
  nn::linear<float> digit_head_;
  nn::linear<float> task_head_;
  std::optional<nn::linear<float>> task_hidden_;  // o_.task_hidden > 0: before task_head_
  nn::relu<float> task_relu_;
  nn::softmax<float> softmax_;
  nn::rng noise_;
  std::vector<nn::parameter<float>> params_;
  std::map<std::size_t, std::unique_ptr<cpu_evaluator<S>>> evaluators_;
  std::unordered_map<std::uint32_t, cone> cones_;
  std::vector<std::uint32_t> index_;
  std::vector<double> gammas_;  // the Dirichlet labels' gamma samples, row-major
  Eigen::MatrixXd rest_;        // independent labels: log sum_{w != v} e^mu_w per image row
  std::vector<double> alpha_, sample_, dsample_, dalpha_;  // one image's Dirichlet
  nn::matrix<float> x_, dh_, labels_, dlabels_, eps_, dz_, joined_, dlogits_, median_in_, medians_,
      dmedians_;
  std::vector<value> in_, radj_, iadj_;
};

}  // namespace detail
}  // namespace deeplog::systems
