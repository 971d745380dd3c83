// MNIST addition (paper, Task "MNIST Addition", original encoding): learn a digit classifier
// from the sums of two N-digit numbers only. LeNet is the labelling function of digit(I, D); the
// sum's circuit (systems::addition_circuit) turns its outputs into the label of each query
// addition(L1, L2, S); the negative log-likelihood of the observed sum trains the network
// through the circuit (AdamW, lr 1e-3, batch 16, early stopping with patience 5, as the paper).
//
//   mnist_addition [--data DIR] [--digits N] [--epochs E] [--train-size K] [--seed S]
//                  [--batch-size B] [--lr LR] [--patience P] [--log-space] [--supervised]
//                  [--threads T] [--save FILE] [--time-limit S] [--memory-limit SIZE]
//
// Exit status: 0 done, 1 an error (bad data), 2 usage, 3 time limit, 4 memory limit.
// The last line printed is "sum accuracy: X" (a fraction of the test queries).
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "common/mnist_data.hpp"
#include "common/options.hpp"
#include "deeplog/algebra/probability.hpp"
#include "deeplog/base/resources.hpp"
#include "deeplog/nn.hpp"
#include "deeplog/nn/idx_gz.hpp"
#include "deeplog/nn/neural_predicate.hpp"
#include "systems/tasks.hpp"

#if defined(_OPENMP)
#include <omp.h>
#endif

namespace nn = deeplog::nn;
using clock_type = std::chrono::steady_clock;

namespace {

using examples::dataset;
using examples::load_splits;
using examples::take;

struct options {
  std::string data = "/usr/share/datasets/fashion-mnist";
  std::size_t digits = 1, epochs = 3, train_size = 0, batch = 16, patience = 5;  // 0: all
  std::size_t infer_batch = 0;  // 0: the paper's CPU batch (256 for N = 1, 128 otherwise)
  std::uint64_t seed = 0;
  double lr = 1e-3;
  bool supervised = false, log_space = false;
  // One thread by default: at batch 16 the GEMMs are too small to share, and on a loaded
  // machine OpenMP's spin-waiting made 2 threads 20x slower than 1 (docs/nn.md).
  int threads = 1;
  std::string save;
  // No time limit by default (training takes as long as it takes); half the machine's memory.
  deeplog::resource_limits limits{.bytes = deeplog::physical_bytes() / 2};
};

[[noreturn]] void usage(const std::string& why) {
  std::cerr << "mnist_addition: " << why << "\n"
            << "usage: mnist_addition [--data DIR] [--digits N] [--epochs E] [--train-size K]\n"
               "         [--seed S] [--batch-size B] [--infer-batch B] [--lr LR] [--patience P]\n"
               "         [--log-space] [--supervised] [--threads T] [--save FILE]\n"
               "         [--time-limit S] [--memory-limit SIZE]\n";
  std::exit(2);
}

options parse(int argc, char** argv) {
  options o;
  examples::option_reader r(argc, argv, usage);
  while (r.next()) {
    const std::string& a = r.name();
    if (a == "--data")
      o.data = r.value();
    else if (a == "--digits")
      o.digits = r.count();
    else if (a == "--epochs")
      o.epochs = r.count();
    else if (a == "--train-size")
      o.train_size = r.count();
    else if (a == "--seed")
      o.seed = r.count();
    else if (a == "--batch-size")
      o.batch = r.count();
    else if (a == "--infer-batch")
      o.infer_batch = r.count();
    else if (a == "--patience")
      o.patience = r.count();
    else if (a == "--threads")
      o.threads = int(r.count());
    else if (a == "--lr")
      o.lr = r.positive_number();
    else if (a == "--time-limit") {
      const std::string v = r.value();
      const auto t = deeplog::parse_time_limit(v);
      if (!t) usage("--time-limit expects seconds (or none), got '" + v + "'");
      o.limits.seconds = *t;
    } else if (a == "--memory-limit") {
      const std::string v = r.value();
      const auto m = deeplog::parse_memory_limit(v);
      if (!m) usage("--memory-limit expects a size such as 4G, got '" + v + "'");
      o.limits.bytes = *m;
    } else if (a == "--save")
      o.save = r.value();
    else if (a == "--supervised")
      o.supervised = true;
    else if (a == "--log-space")
      o.log_space = true;
    else if (a == "--help" || a == "-h")
      usage("help");
    else
      usage("unknown option " + a);
  }
  if (o.digits < 1 || o.digits > 4) usage("--digits must be 1..4");
  if (o.batch == 0 || o.epochs == 0) usage("--batch-size and --epochs must be positive");
  if (o.infer_batch == 0) o.infer_batch = o.digits == 1 ? 256 : 128;
  return o;
}

// Progress: carriage-return updates on a terminal, a line every 10% in a log.
class progress {
 public:
  progress(std::string title, std::size_t total)
      : title_(std::move(title)),
        total_(total),
        tty_(isatty(fileno(stderr)) != 0),
        start_(clock_type::now()) {}
  void update(std::size_t done, double loss, double acc) {
    const std::size_t tenth = total_ >= 10 ? total_ / 10 : 1;
    const bool last = done == total_;
    if (!tty_ && !last && done / tenth == reported_) return;
    const double now = seconds();
    if (tty_ && !last && now - printed_at_ < 0.1) return;  // at most 10 redraws a second
    printed_at_ = now;
    reported_ = done / tenth;
    const int width = 30, filled = int(double(width) * double(done) / double(total_));
    std::fprintf(stderr, "%s%s [%.*s%*s] %3d%% %zu/%zu loss %.4f acc %.4f %.1fs%s",
                 tty_ ? "\r" : "", title_.c_str(), filled,
                 "==============================", width - filled, "",
                 int(100.0 * double(done) / double(total_)), done, total_, loss, acc, seconds(),
                 (tty_ && !last) ? "" : "\n");
    std::fflush(stderr);
  }
  double seconds() const {
    return std::chrono::duration<double>(clock_type::now() - start_).count();
  }

 private:
  std::string title_;
  std::size_t total_, reported_ = 0;
  double printed_at_ = -1;
  bool tty_;
  clock_type::time_point start_;
};

std::size_t pow10(std::size_t n) {
  std::size_t p = 1;
  while (n--) p *= 10;
  return p;
}

// Queries from a list of image indices: query q reads images order[q*2N .. q*2N + 2N - 1].
struct queries {
  std::vector<std::uint32_t> image;  // (count * 2N) indices into a dataset
  std::vector<std::uint32_t> sum;    // (count)
};
queries make_queries(const dataset& d, const std::vector<std::uint32_t>& order, std::size_t n) {
  queries q;
  const std::size_t slots = 2 * n, count = order.size() / slots;
  q.image.assign(order.begin(), order.begin() + std::ptrdiff_t(count * slots));
  for (std::size_t i = 0; i < count; ++i) {
    std::size_t a = 0, b = 0;
    for (std::size_t k = 0; k < n; ++k) {
      a = a * 10 + d.labels[q.image[i * slots + k]];
      b = b * 10 + d.labels[q.image[i * slots + n + k]];
    }
    q.sum.push_back(std::uint32_t(a + b));
  }
  return q;
}

std::vector<std::uint32_t> range_indices(std::size_t n) {
  std::vector<std::uint32_t> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = std::uint32_t(i);
  return v;
}

// The structure, network head and loss of each semantics.
struct probability_semantics {
  using structure = deeplog::probability<float>;
  using head = nn::softmax<float>;
  static float loss(std::span<const float> roots, std::size_t b, std::span<const std::uint32_t> t,
                    std::span<float> g) {
    return nn::nll_loss<float>(roots, b, t, g);
  }
};
struct log_semantics {
  using structure = deeplog::log_probability<float>;
  using head = nn::log_softmax<float>;
  static float loss(std::span<const float> roots, std::size_t b, std::span<const std::uint32_t> t,
                    std::span<float> g) {
    return nn::nll_loss_log<float>(roots, b, t, g);
  }
};

struct query_result {
  double loss = 0, accuracy = 0, seconds = 0;
  std::size_t count = 0;
};

// How many of a batch's `nb` queries have their sum (`sums`) as the root of largest value
// (roots root-major: root s of query b at s * nb + b).
std::size_t correct_sums(std::span<const float> roots, std::size_t nb,
                         std::span<const std::uint32_t> sums) {
  const std::size_t nroots = roots.size() / nb;
  std::size_t correct = 0;
  for (std::size_t b = 0; b < nb; ++b) {
    std::size_t best = 0;
    for (std::size_t s = 1; s < nroots; ++s)
      if (roots[s * nb + b] > roots[best * nb + b]) best = s;
    correct += best == sums[b];
  }
  return correct;
}

// Evaluates queries through network + circuit: mean NLL, sum accuracy, wall time.
template <class Sem, class Net>
query_result evaluate_queries(deeplog::nn::neural_circuit<typename Sem::structure, Net>& nc,
                              const dataset& d, const queries& q, std::size_t batch) {
  const std::size_t slots = nc.layout().slots, count = q.sum.size();
  query_result r;
  r.count = count;
  nn::matrix<float> images;
  std::vector<float> grad;
  double loss = 0;
  std::size_t correct = 0;
  const auto t0 = clock_type::now();
  for (const auto br : nn::make_batches(count, batch)) {
    nn::gather_rows(d.images, std::span(q.image).subspan(br.begin * slots, br.size() * slots),
                    images);
    const auto roots = nc.forward(images, false);
    const std::size_t nb = br.size();
    const auto sums = std::span(q.sum).subspan(br.begin, nb);
    correct += correct_sums(roots, nb, sums);
    grad.resize(roots.size());
    loss += double(Sem::loss(roots, nb, sums, grad)) * double(nb);
  }
  r.seconds = std::chrono::duration<double>(clock_type::now() - t0).count();
  r.loss = loss / double(count);
  r.accuracy = double(correct) / double(count);
  return r;
}

template <class Net>
double digit_accuracy(Net& net, const dataset& d) {
  std::size_t correct = 0;
  nn::matrix<float> x;
  for (const auto br : nn::make_batches(d.labels.size(), 512)) {
    x = d.images.middleRows(Eigen::Index(br.begin), Eigen::Index(br.size()));
    const auto& y = net.forward(x, false);
    for (std::size_t b = 0; b < br.size(); ++b)
      correct += nn::argmax_row(y, Eigen::Index(b)) == d.labels[br.begin + b];
  }
  return double(correct) / double(d.labels.size());
}

// Weak supervision: only the sums are seen.
template <class Sem>
int run_weak(const options& o, const dataset& train, const dataset& val, const dataset& test) {
  const std::size_t n = o.digits, slots = 2 * n;
  const deeplog::circuit c = deeplog::systems::addition_circuit(n);
  std::cout << "circuit: " << c.num_inputs() << " inputs, " << c.num_roots() << " roots (sums 0.."
            << 2 * (pow10(n) - 1) << "), " << c.size() << " nodes, " << c.num_edges() << " edges\n";
  auto net = nn::make_lenet<float, typename Sem::head>(o.seed);
  const auto params = net.parameters();
  nn::adamw<float> opt(params, {.lr = o.lr});
  deeplog::nn::neural_circuit<typename Sem::structure, decltype(net)> nc(c, net, {slots, 10, 0});

  const queries val_q = make_queries(val, range_indices(val.labels.size()), n);
  const queries test_q = make_queries(test, range_indices(test.labels.size()), n);
  nn::early_stopping stop(o.patience);
  auto best = nn::snapshot(params);
  nn::matrix<float> images;
  std::vector<float> grad;
  double train_seconds = 0;
  for (std::size_t epoch = 0; epoch < o.epochs; ++epoch) {
    const queries q =
        make_queries(train, nn::shuffled_indices(train.labels.size(), o.seed * 1000 + epoch), n);
    const auto batches = nn::make_batches(q.sum.size(), o.batch);
    progress bar("epoch " + std::to_string(epoch + 1) + "/" + std::to_string(o.epochs),
                 batches.size());
    double loss_sum = 0;
    std::size_t seen = 0, correct = 0, done = 0;
    for (const auto br : batches) {
      deeplog::check_budget();
      nn::gather_rows(train.images, std::span(q.image).subspan(br.begin * slots, br.size() * slots),
                      images);
      const auto roots = nc.forward(images, true);
      const std::size_t nb = br.size();
      const auto sums = std::span(q.sum).subspan(br.begin, nb);
      correct += correct_sums(roots, nb, sums);
      grad.resize(roots.size());
      const float loss = Sem::loss(roots, nb, sums, grad);
      nc.backward(grad);
      opt.step();
      opt.zero_grad();
      loss_sum += double(loss) * double(nb);
      seen += nb;
      bar.update(++done, loss_sum / double(seen), double(correct) / double(seen));
    }
    train_seconds += bar.seconds();
    const query_result v = evaluate_queries<Sem>(nc, val, val_q, o.infer_batch);
    std::cout << "epoch " << epoch + 1 << ": train loss " << loss_sum / double(seen)
              << ", validation loss " << v.loss << ", validation sum accuracy " << v.accuracy
              << "\n";
    if (stop.observe(v.loss)) best = nn::snapshot(params);
    if (stop.should_stop()) {
      std::cout << "early stop: no improvement for " << o.patience << " epochs\n";
      break;
    }
  }
  nn::restore(params, best);
  if (!o.save.empty()) nn::save_parameters(o.save, params);
  const query_result t = evaluate_queries<Sem>(nc, test, test_q, o.infer_batch);
  const double digits = digit_accuracy(net, test);
  std::cout << "training time: " << train_seconds << " s\n"
            << "test queries: " << t.count << ", inference batch " << o.infer_batch << "\n"
            << "inference time per query: " << t.seconds / double(t.count)
            << " s (network + circuit)\n"
            << "single digit accuracy: " << digits << "\n"
            << "single digit accuracy^" << slots << ": " << std::pow(digits, double(slots)) << "\n"
            << "sum accuracy: " << t.accuracy << std::endl;
  return 0;
}

// Supervised baseline: the same LeNet trained on the digit labels (log-softmax head,
// cross-entropy); the sums are then predicted through the same circuit in the log semiring.
int run_supervised(const options& o, const dataset& train, const dataset& val,
                   const dataset& test) {
  auto net = nn::make_lenet<float, nn::log_softmax<float>>(o.seed);
  const auto params = net.parameters();
  nn::adamw<float> opt(params, {.lr = o.lr});
  nn::early_stopping stop(o.patience);
  auto best = nn::snapshot(params);
  nn::matrix<float> x, dy;
  std::vector<std::uint32_t> labels;
  double train_seconds = 0;
  auto ce = [&](const dataset& d) {
    double loss = 0;
    for (const auto br : nn::make_batches(d.labels.size(), 512)) {
      x = d.images.middleRows(Eigen::Index(br.begin), Eigen::Index(br.size()));
      loss += double(nn::cross_entropy<float>(
                  net.forward(x, false), std::span(d.labels).subspan(br.begin, br.size()), dy)) *
              double(br.size());
    }
    return loss / double(d.labels.size());
  };
  for (std::size_t epoch = 0; epoch < o.epochs; ++epoch) {
    const auto order = nn::shuffled_indices(train.labels.size(), o.seed * 1000 + epoch);
    const auto batches = nn::make_batches(order.size(), o.batch);
    progress bar("epoch " + std::to_string(epoch + 1) + "/" + std::to_string(o.epochs),
                 batches.size());
    double loss_sum = 0;
    std::size_t seen = 0, correct = 0, done = 0;
    for (const auto br : batches) {
      deeplog::check_budget();
      const auto idx = std::span(order).subspan(br.begin, br.size());
      nn::gather_rows(train.images, idx, x);
      labels.clear();
      for (auto i : idx) labels.push_back(train.labels[i]);
      const auto& y = net.forward(x, true);
      for (std::size_t b = 0; b < br.size(); ++b)
        correct += nn::argmax_row(y, Eigen::Index(b)) == labels[b];
      const float loss = nn::cross_entropy<float>(y, labels, dy);
      net.backward(dy);
      opt.step();
      opt.zero_grad();
      loss_sum += double(loss) * double(br.size());
      seen += br.size();
      bar.update(++done, loss_sum / double(seen), double(correct) / double(seen));
    }
    train_seconds += bar.seconds();
    const double v = ce(val);
    std::cout << "epoch " << epoch + 1 << ": train loss " << loss_sum / double(seen)
              << ", validation loss " << v << "\n";
    if (stop.observe(v)) best = nn::snapshot(params);
    if (stop.should_stop()) {
      std::cout << "early stop: no improvement for " << o.patience << " epochs\n";
      break;
    }
  }
  nn::restore(params, best);
  if (!o.save.empty()) nn::save_parameters(o.save, params);
  const double digits = digit_accuracy(net, test);
  const deeplog::circuit c = deeplog::systems::addition_circuit(o.digits);
  deeplog::nn::neural_circuit<deeplog::log_probability<float>, decltype(net)> nc(
      c, net, {2 * o.digits, 10, 0});
  const query_result t = evaluate_queries<log_semantics>(
      nc, test, make_queries(test, range_indices(test.labels.size()), o.digits), o.infer_batch);
  std::cout << "training time: " << train_seconds << " s\n"
            << "supervised digit accuracy: " << digits << "\n"
            << "supervised digit accuracy^" << 2 * o.digits << ": "
            << std::pow(digits, double(2 * o.digits)) << "\n"
            << "sum accuracy: " << t.accuracy << std::endl;
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const options o = parse(argc, argv);
#if defined(_OPENMP)
  if (o.threads > 0) omp_set_num_threads(o.threads);
#endif
  if (o.threads > 0) Eigen::setNbThreads(o.threads);
  // The training loop polls the budget once per batch; a stall elsewhere is stopped from outside.
  deeplog::budget_watch watch(o.limits, [](deeplog::budget_exceeded::resource r) {
    const bool time = r == deeplog::budget_exceeded::resource::time;
    std::fputs(time ? "mnist_addition: stopped: time limit exceeded\n"
                    : "mnist_addition: stopped: memory limit exceeded\n",
               stderr);
    std::_Exit(time ? 3 : 4);
  });
  try {
    auto [train_all, test] = load_splits(o.data);
    // The last 10% of the training split validates (early stopping); the training images are
    // the first --train-size of the rest.
    const std::size_t n = train_all.labels.size(), n_val = n / 10;
    const std::size_t n_train = std::min(o.train_size == 0 ? n - n_val : o.train_size, n - n_val);
    const dataset train = take(train_all, 0, n_train);
    const dataset val = take(train_all, n - n_val, n);
    std::cout << "data: " << o.data << ": " << n_train << " training images ("
              << n_train / (2 * o.digits) << " queries of " << o.digits << "-digit numbers), "
              << n_val << " validation, " << test.labels.size() << " test; threads "
              << Eigen::nbThreads() << "; seed " << o.seed << "\n";
    if (o.supervised) return run_supervised(o, train, val, test);
    return o.log_space ? run_weak<log_semantics>(o, train, val, test)
                       : run_weak<probability_semantics>(o, train, val, test);
  } catch (const deeplog::budget_exceeded& e) {
    std::cerr << "mnist_addition: stopped: " << e.what() << "\n";
    return e.which() == deeplog::budget_exceeded::resource::time ? 3 : 4;
  } catch (const std::bad_alloc&) {
    std::cerr << "mnist_addition: stopped: out of memory\n";
    return 4;
  } catch (const std::exception& e) {
    std::cerr << "mnist_addition: " << e.what() << "\n";
    return 1;
  }
}
