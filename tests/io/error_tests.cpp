// Malformed files: every reader throws deeplog::format_error naming the file, the line and (where
// one token is at fault) the column, with a message that says what is wrong.
#include <catch2/catch.hpp>

#include <functional>
#include <string>

#include "deeplog/circuit/io/nnf.hpp"
#include "deeplog/circuit/io/read.hpp"
#include "deeplog/circuit/io/sdd.hpp"
#include "deeplog/circuit/io/weights.hpp"

using namespace deeplog;
using Catch::Matchers::Contains;

namespace {

struct expected {
  std::size_t line, column;
  std::string says;
};

void check_error(const std::function<void()>& read, const expected& e) {
  try {
    read();
    FAIL("no error for a malformed file");
  } catch (const deeplog::format_error& err) {
    INFO(err.what());
    CHECK(err.file() == "f");
    CHECK(err.line() == e.line);
    CHECK(err.column() == e.column);
    CHECK_THAT(err.message(), Contains(e.says));
  }
}

const char* const vtree_text = "vtree 3\nL 0 1\nL 2 2\nI 1 0 2\n";

}  // namespace

TEST_CASE("format_error reads FILE:LINE:COLUMN: MESSAGE", "[io][errors]") {
  CHECK(std::string(deeplog::format_error("a.sdd", 3, 7, "bad").what()) == "a.sdd:3:7: bad");
  CHECK(std::string(deeplog::format_error("a.sdd", 3, 0, "bad").what()) == "a.sdd:3: bad");
  CHECK(std::string(deeplog::format_error("a.sdd", 0, 0, "bad").what()) == "a.sdd: bad");
}

TEST_CASE("malformed vtree files", "[io][errors][vtree]") {
  const std::vector<std::pair<std::string, expected>> cases{
      {"", {1, 0, "empty vtree file"}},
      {"c only a comment\n", {2, 0, "empty vtree file"}},
      {"vtre 3\n", {1, 1, "expected the header 'vtree N'"}},
      {"vtree x\n", {1, 7, "the node count"}},
      {"vtree 0\n", {1, 7, "out of range"}},
      {"vtree 3 4\n", {1, 9, "unexpected '4' after the header"}},
      {"vtree 3\nL 0 1\nL 2 2\n", {4, 0, "truncated file"}},
      {"vtree 1\nL 0 1\nL 1 2\n", {3, 0, "more nodes than the 1"}},
      {"vtree 3\nL 0 1\nI 1 0 2\nL 2 2\n", {3, 7, "the right child 2 is not defined"}},
      {"vtree 3\nL 0 1\nL 2 2\nI 1 0 0\n", {4, 7, "already has a parent"}},
      {"vtree 2\nL 0 1\nX 1\n", {3, 1, "unknown vtree node type 'X'"}},
      {"vtree 2\nL 0 1\nL 1 1\n", {3, 5, "variable 1 is in two leaves"}},
      {"vtree 2\nL 0 1\nL 1 2\n", {1, 0, "2 nodes without a parent"}},
      {"vtree 1\nL 0 0\n", {2, 5, "out of range"}},
      {"vtree 2\nL 0 1\nL 0 2\n", {3, 3, "node id 0 is defined twice"}},
      {"vtree 1\nL 0 1\x01\n", {2, 5, "'1\\x01'"}},
  };
  for (const auto& [text, e] : cases) {
    INFO(text);
    check_error([&] { io::parse_vtree(text, "f"); }, e);
  }
}

TEST_CASE("malformed SDD files", "[io][errors][sdd]") {
  const io::vtree vt = io::parse_vtree(vtree_text);
  const std::vector<std::pair<std::string, expected>> cases{
      {"", {1, 0, "empty SDD file"}},
      {"sd 1\n", {1, 1, "expected the header 'sdd N'"}},
      {"sdd\n", {1, 4, "expected the node count, found the end of the line"}},
      {"sdd 99999999999\n", {1, 5, "out of range"}},
      {"sdd 2\nL 0 0 1\n", {3, 0, "truncated file: the header (line 1) declares 2 nodes, found 1"}},
      {"sdd 1\nL 0 0 1\nT 1\n", {3, 0, "more nodes than the 1"}},
      {"sdd 1\nL 0 0 1 5\n", {2, 9, "unexpected '5' after the node"}},
      {"sdd 1\nL 0 9 1\n", {2, 5, "vtree node 9 is not in the vtree"}},
      {"sdd 1\nL 0 0 2\n", {2, 5, "not the leaf of variable 2"}},
      {"sdd 1\nL 0 0 0\n", {2, 7, "literal 0 is not a literal"}},
      {"sdd 1\nL 0 0 x\n", {2, 7, "expected the literal (an integer), found 'x'"}},
      {"sdd 1\nQ 0\n", {2, 1, "unknown SDD node type 'Q'"}},
      {"sdd 2\nL 0 0 1\nD 1 1 1 0 5\n", {3, 11, "sub 5 is not defined before this line"}},
      {"sdd 3\nL 0 0 1\nL 1 2 2\nD 2 1 1 1 0\n", {4, 9, "not under vtree node 0"}},
      {"sdd 2\nL 0 0 1\nD 1 1 2 0\n", {3, 10, "expected sub, found the end of the line"}},
      {"sdd 1\nD 0 0 1 0 0\n", {2, 5, "a decision node at vtree leaf 0"}},
      {"sdd 2\nT 0\nD 1 1 0\n", {3, 7, "the element count"}},
      {"sdd 2\nT 0\nT 0\n", {3, 3, "node id 0 is defined twice"}},
  };
  for (const auto& [text, e] : cases) {
    INFO(text);
    check_error([&] { io::parse_sdd(text, vt, "f"); }, e);
  }
}

TEST_CASE("malformed NNF files, c2d and d4", "[io][errors][nnf]") {
  const std::vector<std::pair<std::string, expected>> cases{
      {"", {1, 0, "empty NNF file"}},
      {"nnf 1 0\n", {1, 8, "expected the variable count"}},
      {"nnf 2 1 1\nL 1\n", {3, 0, "truncated file"}},
      {"nnf 1 0 1\nL 1\nL -1\n", {3, 0, "more nodes than the 1"}},
      {"nnf 2 1 1\nL 1\nA 1 1\n", {3, 5, "child 1 is not defined before this node"}},
      {"nnf 1 0 1\nL 2\n", {2, 3, "out of range"}},
      {"nnf 1 0 1\nL 0\n", {2, 3, "literal 0 is not a literal"}},
      {"nnf 2 5 1\nL 1\nA 1 0\n", {1, 0, "declares 5 edges, the nodes have 1"}},
      {"nnf 1 0 1\nZ 1\n", {2, 1, "unknown NNF node type 'Z'"}},
      {"nnf 1 0 1\nL 1 extra\n", {2, 5, "unexpected 'extra'"}},
      {"nnf 1 0 99999999\nA 0\n", {1, 9, "exceeds the reader's limit"}},
      {"nnf 2 1 1\nL 1\nO 2 1 0\n", {3, 3, "out of range"}},
      {"nnf 2 3 1\nL 1\nA 3 0 0\n", {3, 8, "expected a child, found the end of the line"}},
      {"o 1 0\n1 2 0\n", {2, 3, "edge to undeclared node 2"}},
      {"o 1 0\no 2 0\n1 2 0\n2 1 0\n", {4, 3, "closes a cycle through node 1"}},
      {"o 1\n", {1, 4, "expected the terminating 0, found the end of the line"}},
      {"o 1 7\n", {1, 5, "expected the terminating 0, found '7'"}},
      {"o 1 0\nx 2 0\n", {2, 1, "unknown d4 line type 'x'"}},
      {"o 1 0\nt 2 0\n1 2 3\n", {3, 6, "expected a literal or the terminating 0"}},
      {"o 1 0\no 1 0\n", {2, 3, "node id 1 is defined twice"}},
      {"t 1 0\n1 1 0\n", {2, 1, "edge from constant node 1"}},
      {"o 1 0\n3 1 0\n", {2, 1, "edge from undeclared node 3"}},
      {"o 1 0\nt 2 0\n1 2 0 9\n", {3, 7, "unexpected '9'"}},
  };
  for (const auto& [text, e] : cases) {
    INFO(text);
    check_error([&] { io::parse_nnf(text, "f"); }, e);
  }
}

TEST_CASE("malformed weight files", "[io][errors][weights]") {
  const std::vector<std::pair<std::string, expected>> cases{
      {"1 0.5\n1 0.3\n", {2, 1, "literal 1 already has weights (line 1)"}},
      {"3 0.5\n", {1, 1, "out of range"}},
      {"1 abc\n", {1, 3, "expected a weight (a number), found 'abc'"}},
      {"# fine\n-2\n", {2, 0, "literal -2 has no weight"}},
      {"1 0.1 0.2\n", {1, 0, "expected 1 or 4 weights"}},
  };
  for (const auto& [text, e] : cases) {
    INFO(text);
    check_error([&] { io::parse_weights(text, 2, 4, "f"); }, e);
  }
  const auto ok = io::parse_weights("c comment\n# comment\n1 0.25\n-2 1 2 3 4\n", 2, 4, "f");
  REQUIRE(ok.size() == 2);
  CHECK(ok[0].literal == 1);
  CHECK(ok[0].values == std::vector<double>{0.25});
  CHECK(ok[1].values.size() == 4);
  CHECK(ok[1].line == 4);
}

TEST_CASE("missing files and unknown extensions name the file", "[io][errors]") {
  CHECK_THROWS_AS(io::read_circuit_file("/nonexistent/x.nnf"), deeplog::format_error);
  CHECK_THROWS_WITH(io::read_circuit_file("/nonexistent/x.sdd"),
                    Contains("/nonexistent/x.vtree") && Contains("cannot open"));
  CHECK_THROWS_WITH(io::read_circuit_file("circuit.txt"),
                    Contains("unknown circuit file extension"));
}

TEST_CASE("conversion past the node budget is a format_error, not an exhausted machine",
          "[io][errors]") {
  // A right-linear vtree over 200 variables and an SDD whose subs are literals of ever deeper
  // leaves: smoothing needs a factor per skipped variable.
  std::string vt = "vtree 399\n";
  for (int v = 1; v <= 200; ++v)
    vt += "L " + std::to_string(2 * v) + " " + std::to_string(v) + "\n";
  // inner(k) (id 2k+1) = (leaf k, inner(k+1)); inner(199) = (leaf 199, leaf 200).
  vt += "I 399 398 400\n";
  for (int k = 198; k >= 1; --k)
    vt += "I " + std::to_string(2 * k + 1) + " " + std::to_string(2 * k) + " " +
          std::to_string(2 * k + 3) + "\n";
  const io::vtree tree = io::parse_vtree(vt, "f");
  const std::string sdd = "sdd 4\nL 0 2 1\nL 1 2 -1\nL 2 400 200\nD 3 3 2 0 2 1 2\n";
  const io::sdd dd = io::parse_sdd(sdd, tree, "f");
  CHECK(io::to_circuit(dd, tree).size() > 200);
  check_error([&] { io::to_circuit(dd, tree, {.max_nodes = 50}); }, {0, 0, "node budget of 50"});
  const std::string nnf = "nnf 1 0 300\nL 1\n";
  CHECK(io::to_circuit(io::parse_nnf(nnf, "f")).size() > 300);
  check_error([&] { io::to_circuit(io::parse_nnf(nnf, "f"), {.max_nodes = 50}); },
              {0, 0, "budget of 50 nodes"});
  // The unions' work has its own bound: six conjunctions of 600 literals of the odd variables
  // (600 runs each: past 512 variables the sets are runs, not bit sets; the k-th conjunction
  // has its k-th literal negated, so no two are one node) merge 6 x (1 + ... + 600) entries,
  // past 64 x 1000, in a circuit of about 1,200 nodes.
  std::string scattered = "nnf 613 3606 1200\n";
  for (int v = 1; v < 1200; v += 2) scattered += "L " + std::to_string(v) + "\n";
  for (int k = 0; k < 6; ++k) scattered += "L -" + std::to_string(2 * k + 1) + "\n";
  for (int k = 0; k < 6; ++k) {
    scattered += "A 600";
    for (int i = 0; i < 600; ++i) scattered += " " + std::to_string(i == k ? 600 + k : i);
    scattered += "\n";
  }
  scattered += "O 0 6 606 607 608 609 610 611\n";
  CHECK(io::to_circuit(io::parse_nnf(scattered, "f")).size() > 1200);
  check_error([&] { io::to_circuit(io::parse_nnf(scattered, "f"), {.max_nodes = 1000}); },
              {0, 0, "budget of 1000 nodes (nnf_options::max_nodes): variable-set entries merged"});
}
