// `deeplog run PROGRAM.pl`: the probabilities of a DeepProbLog-style program's queries,
// through grounding (SLD resolution with tabling), knowledge compilation and the circuit.
// Prints `ATOM: PROBABILITY` per query answer.
#include <chrono>
#include <iomanip>
#include <iostream>

#include "cnf_command.hpp"
#include "commands.hpp"
#include "deeplog/base/text.hpp"
#include "deeplog/prolog.hpp"

namespace deeplog::tool {
namespace {

int run_program(const args& a) {
  a.only({"top-k", "stats", "compiler", "vtree"});
  if (a.positional().size() != 1) throw usage_error("expected one program file");
  const std::string path = a.positional()[0];
  const std::string text = text::read_text_file(path);
  const auto start = std::chrono::steady_clock::now();
  const prolog::program p = prolog::parse_program(text, path);
  prolog::inference_options o;
  const long long k = a.get_int("top-k", 0);
  if (k < 0) throw usage_error("--top-k must be 0 (exact) or positive");
  o.top_k = static_cast<std::size_t>(k);
  // Each query's circuit is evaluated once here: no extraction of common children (the
  // library's default, for circuits evaluated many times, is its prefix phase).
  o.compiler.extraction = compile::extraction_level::none;
  read_compiler_flags(a, o.compiler);
  const prolog::compiled_program c = prolog::compile_program(p, o);
  const auto results = prolog::probabilities(c, prolog::literal_weights(c.ground, p));
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  for (const auto& r : results)
    std::cout << r.atom << ": " << std::setprecision(12) << r.probability
              << (r.approximate ? "  (top-" + std::to_string(k) + " proofs)" : "") << "\n";
  if (a.has("stats"))
    std::cerr << "atoms: " << c.ground.atoms.size() << "\nchoices: " << c.ground.choices.size()
              << "\nformula nodes: " << c.formula.size() << "\ncircuit nodes: " << c.graph.size()
              << "\ncircuit edges: " << c.graph.num_edges() << "\nseconds: " << seconds
              << "  (parse, ground, compile, evaluate)\n";
  return 0;
}

const registration reg(
    "run", {"probabilities of a DeepProbLog-style program's queries",
            "PROGRAM.pl [--top-k K] [--compiler topdown|sdd] [--vtree V] [--stats]\n"
            "  prints ATOM: PROBABILITY for every answer of every query "
            "(query(q). or ?- q.), conditioned on evidence(...);\n"
            "  --top-k K: the K most probable proofs of each answer, then "
            "exact (a lower bound); --vtree automatic|right-linear|balanced|elimination|\n"
            "  FILE.vtree: the SDD's vtree with --compiler sdd (automatic: the OBDD "
            "manager's right-linear one); --stats: sizes and the time from parsing to\n"
            "  the probabilities on stderr",
            {"stats"},
            run_program});

}  // namespace
}  // namespace deeplog::tool
