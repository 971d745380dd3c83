// DeepProbLog's MNIST addition program, as its authors wrote it (the text below is
// tests/systems/deepproblog-examples/mnist_addition.pl), trained through the ProbLog front
// end's learner (deeplog::prolog::trainer) with LeNet (nn::make_lenet) as its network
// mnist_net. Each training query addition(aK, bK, Sum) names the two images of pair K of the
// batch; the trainer asks LeNet's labels of aK and bK through neural_labels, evaluates the
// query's compiled circuit, and hands back the loss's gradient with respect to those labels,
// which LeNet back-propagates (Adam). Only the sums are seen; the digits are learnt.
//
//   deepproblog_mnist --data DIR [--train-size K] [--test-size T] [--batch-size B]
//                     [--epochs E] [--lr LR] [--seed S]
//
// Exit status: 0 done, 1 an error (bad data), 2 usage. The last line printed is
// "digit accuracy: X" (LeNet's accuracy on the test images).
#include <cstdio>
#include <exception>
#include <iostream>
#include <map>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "common/mnist_data.hpp"
#include "common/options.hpp"
#include "deeplog/nn.hpp"
#include "deeplog/prolog.hpp"
#include "deeplog/prolog/training.hpp"

namespace nn = deeplog::nn;
namespace prolog = deeplog::prolog;

namespace {

constexpr const char* program_text = R"(
nn(mnist_net,[X],Y,[0,1,2,3,4,5,6,7,8,9]) :: digit(X,Y).

number([],Result,Result).
number([H|T],Acc,Result) :- digit(H,Nr), Acc2 is Nr+10*Acc,number(T,Acc2,Result).
number(X,Y) :- number(X,0,Y).

multi_addition(X,Y,Z) :- number(X,X2),number(Y,Y2), Z is X2+Y2.
addition(X,Y,Z) :- digit(X,X2), digit(Y,Y2), Z is X2+Y2.
)";

struct options {
  std::string data = "/usr/share/datasets/mnist";
  std::size_t train_size = 3000, test_size = 10000, batch = 2, epochs = 1;  // 0: all
  double lr = 1e-3;
  std::uint64_t seed = 0;
};

[[noreturn]] void usage(const std::string& why) {
  std::cerr << "deepproblog_mnist: " << why << "\n"
            << "usage: deepproblog_mnist --data DIR [--train-size K] [--test-size T]\n"
               "         [--batch-size B] [--epochs E] [--lr LR] [--seed S]\n";
  std::exit(2);
}

options parse(int argc, char** argv) {
  options o;
  examples::option_reader r(argc, argv, usage);
  while (r.next()) {
    const std::string& a = r.name();
    if (a == "--data")
      o.data = r.value();
    else if (a == "--train-size")
      o.train_size = r.count();
    else if (a == "--test-size")
      o.test_size = r.count();
    else if (a == "--batch-size")
      o.batch = r.count(true);
    else if (a == "--epochs")
      o.epochs = r.count(true);
    else if (a == "--seed")
      o.seed = r.count();
    else if (a == "--lr")
      o.lr = r.positive_number();
    else if (a == "--help" || a == "-h")
      usage("help");
    else
      usage("unknown option " + a);
  }
  return o;
}

double digit_accuracy(nn::lenet<float>& net, const examples::dataset& d) {
  std::size_t correct = 0;
  nn::matrix<float> x;
  for (const auto br : nn::make_batches(d.labels.size(), 512)) {
    x = d.images.middleRows(Eigen::Index(br.begin), Eigen::Index(br.size()));
    const auto& y = net.forward(x, false);
    for (std::size_t b = 0; b < br.size(); ++b)
      correct += nn::argmax_row(y, Eigen::Index(b)) == d.labels[br.begin + b];
  }
  return double(correct) / double(std::max<std::size_t>(1, d.labels.size()));
}

}  // namespace

int main(int argc, char** argv) try {
  const options o = parse(argc, argv);
  auto [train, test] = examples::load_splits(o.data);
  const std::size_t pairs_all = train.labels.size() / 2;
  const std::size_t pairs = o.train_size == 0 ? pairs_all : std::min(o.train_size, pairs_all);
  if (o.test_size != 0 && o.test_size < test.labels.size())
    test = examples::take(test, 0, o.test_size);

  prolog::program p = prolog::parse_program(program_text, "mnist_addition.pl");
  auto net = nn::make_lenet<float>(o.seed);
  const auto params = net.parameters();
  nn::adamw<float> opt(params, {.lr = o.lr, .weight_decay = 0.0});  // Adam, as DeepProbLog

  // The batch's images: aK is row 2K, bK row 2K + 1; LeNet's labels of them, and the loss's
  // gradient with respect to those labels as the trainer hands it back.
  nn::matrix<float> x, labels, dlabels;
  auto row_of = [](const std::string& input) {
    const std::size_t k = std::stoul(input.substr(1));
    return Eigen::Index(2 * k + (input[0] == 'b' ? 1 : 0));
  };
  prolog::neural_labels labels_of = [&](std::uint32_t, const std::vector<std::string>& in) {
    const auto r = row_of(in.at(0));
    std::vector<double> q(10);
    for (Eigen::Index k = 0; k < 10; ++k) q[std::size_t(k)] = double(labels(r, k));
    return q;
  };
  double scale = 1;  // the batch mean
  prolog::neural_gradient gradient_of = [&](std::uint32_t, const std::vector<std::string>& in,
                                            std::span<const double> dq) {
    const auto r = row_of(in.at(0));
    for (Eigen::Index k = 0; k < 10; ++k) dlabels(r, k) += float(scale * dq[std::size_t(k)]);
  };
  prolog::trainer tr(p, {}, labels_of, gradient_of);

  std::cout << "DeepProbLog MNIST addition through deeplog::prolog::trainer: " << pairs
            << " training pairs, batch " << o.batch << ", " << o.epochs << " epoch(s), "
            << test.labels.size() << " test images\n";
  std::vector<std::uint32_t> index;
  std::vector<prolog::example> batch;
  for (std::size_t epoch = 0; epoch < o.epochs; ++epoch) {
    const auto order = nn::shuffled_indices(2 * pairs, o.seed * 1000 + epoch);
    double loss_sum = 0;
    std::size_t seen = 0;
    for (const auto br : nn::make_batches(pairs, o.batch)) {
      index.assign(order.begin() + std::ptrdiff_t(2 * br.begin),
                   order.begin() + std::ptrdiff_t(2 * br.end));
      nn::gather_rows(train.images, index, x);
      labels = net.forward(x, true);
      dlabels.setZero(labels.rows(), labels.cols());
      batch.clear();
      for (std::size_t k = 0; k < br.size(); ++k) {
        const auto sum = train.labels[index[2 * k]] + train.labels[index[2 * k + 1]];
        std::string query = "addition(a";  // (built piecewise: GCC 12's -Wrestrict)
        query += std::to_string(k);
        query += ", b";
        query += std::to_string(k);
        query += ", ";
        query += std::to_string(sum);
        query += ")";
        batch.push_back({std::move(query)});
      }
      scale = 1.0 / double(br.size());
      loss_sum += tr.step(batch) * double(br.size());
      seen += br.size();
      net.backward(dlabels);
      opt.step();
      opt.zero_grad();
      if (seen % 1000 < br.size() || br.end == pairs)
        std::printf("epoch %zu: %zu/%zu pairs, mean loss %.4f\n", epoch + 1, seen, pairs,
                    loss_sum / double(seen));
    }
  }
  std::cout << "digit accuracy: " << digit_accuracy(net, test) << std::endl;
  return 0;
} catch (const std::exception& e) {
  std::cerr << "deepproblog_mnist: error: " << e.what() << "\n";
  return 1;
}
