// The library's layers (docs/architecture.md) read from the source tree: every #include between
// folders of include/deeplog goes down the layer order, never up; a `detail/` header is
// included only from its own layer; a qualified `ns::detail::` name is used only inside the
// layer of namespace `ns`. The tools, examples, benchmarks and fuzzers use no `detail::` name
// at all. Tests are white-box tests of one layer each: a test folder may use that layer's
// details (tests/cuda the CUDA backend's), no other layer's.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

// The layer order, bottom up; a layer may include the layers listed for it (and itself).
const std::map<std::string, std::set<std::string>>& allowed() {
  static const std::map<std::string, std::set<std::string>> a{
      {"base", {}},
      {"algebra", {"base"}},
      {"circuit", {"base", "algebra"}},
      {"language", {"base", "algebra"}},
      {"compile", {"base", "algebra", "circuit", "language"}},
      {"exec", {"base", "algebra", "circuit", "language"}},
      {"pipeline", {"base", "algebra", "circuit", "language", "compile", "exec"}},
      {"prolog", {"base", "algebra", "circuit", "language", "compile", "exec", "pipeline"}},
      {"nn", {"base", "algebra", "circuit", "exec"}},
      {"core", {"base", "algebra", "circuit", "language", "compile", "exec", "pipeline"}},
      {"deeplog",
       {"base", "algebra", "circuit", "language", "compile", "exec", "pipeline", "prolog", "nn",
        "core"}},
  };
  return a;
}

// The layer whose namespace is `ns` (the namespaces are named after their folders).
std::string layer_of_namespace(const std::string& ns) {
  static const std::map<std::string, std::string> m{
      {"text", "base"},       {"math", "base"}, {"language", "language"}, {"io", "circuit"},
      {"compile", "compile"}, {"cpu", "exec"},  {"gpu", "exec"},          {"pipeline", "pipeline"},
      {"prolog", "prolog"},   {"nn", "nn"}};
  const auto it = m.find(ns);
  return it == m.end() ? "" : it->second;
}

// The layer that tests/<folder> tests.
std::string layer_of_test_folder(const std::string& folder) {
  static const std::map<std::string, std::string> m{
      {"algebra", "algebra"},   {"base", "base"}, {"circuit", "exec"},
      {"compile", "compile"},   {"cuda", "exec"}, {"io", "circuit"},
      {"language", "language"}, {"nn", "nn"},     {"systems", "prolog"},
      {"library", ""},          {"static", ""},   {"regress", ""},
      {"fuzz_replay", ""},      {"support", ""},  {"cmake", ""}};
  const auto it = m.find(folder);
  return it == m.end() ? "" : it->second;
}

fs::path source_dir() { return fs::path(DEEPLOG_SOURCE_DIR); }

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Source text without comments and string literals (a `detail::` in a comment is no use).
std::string code_only(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s.compare(i, 2, "//") == 0) {
      while (i < s.size() && s[i] != '\n') ++i;
      out += '\n';
    } else if (s.compare(i, 2, "/*") == 0) {
      const std::size_t e = s.find("*/", i + 2);
      i = e == std::string::npos ? s.size() : e + 1;
    } else if (s[i] == '"' && (i == 0 || s[i - 1] != '\'')) {
      // keep #include "..." paths, drop other string literals
      const std::size_t line_start = s.rfind('\n', i) + 1;
      const bool include = s.compare(line_start, 8, "#include") == 0;
      std::size_t e = i + 1;
      while (e < s.size() && s[e] != '"' && s[e] != '\n') e += s[e] == '\\' ? 2 : 1;
      if (include) out.append(s, i, e - i + 1);
      i = e;
    } else {
      out += s[i];
    }
  }
  return out;
}

// The layer of a path under include/deeplog: its first folder ("exec" for exec/cpu/...), or
// for an umbrella header beside the folders the layer it is named after ("exec.hpp": exec;
// "core.hpp" and "deeplog.hpp": the unions of layers).
std::string layer_of_header(const fs::path& rel) {
  const fs::path first = *rel.begin();
  return first.has_extension() ? first.stem().string() : first.string();
}

struct file {
  fs::path path;     // relative to the source directory
  std::string code;  // without comments
};

std::vector<file> sources(const fs::path& dir) {
  std::vector<file> out;
  if (!fs::exists(source_dir() / dir)) return out;
  for (const auto& e : fs::recursive_directory_iterator(source_dir() / dir)) {
    if (!e.is_regular_file()) continue;
    const auto ext = e.path().extension().string();
    if (ext != ".hpp" && ext != ".cpp" && ext != ".cu" && ext != ".cuh") continue;
    out.push_back({fs::relative(e.path(), source_dir()), code_only(read(e.path()))});
  }
  std::sort(out.begin(), out.end(), [](const file& a, const file& b) { return a.path < b.path; });
  return out;
}

const std::regex include_re(R"re(#include\s+"deeplog/([^"]+)")re");
const std::regex detail_re(R"re(\b([a-z_]+)::detail::)re");
const std::regex any_detail_re(R"re(\bdetail::)re");

}  // namespace

TEST_CASE("includes between library folders go down the layer order", "[library][layers]") {
  const auto files = sources("include/deeplog");
  REQUIRE(files.size() > 50);
  std::vector<std::string> violations;
  for (const auto& f : files) {
    const std::string from = layer_of_header(fs::relative(f.path, "include/deeplog"));
    if (!allowed().count(from)) {
      violations.push_back(f.path.string() + ": folder '" + from + "' is in no layer");
      continue;
    }
    for (std::sregex_iterator m(f.code.begin(), f.code.end(), include_re), end; m != end; ++m) {
      const fs::path target = (*m)[1].str();
      const std::string to = layer_of_header(target);
      if (to != from && !allowed().at(from).count(to))
        violations.push_back(f.path.string() + " (" + from + ") includes deeplog/" +
                             target.string() + " (" + to + ")");
      if (to != from && target.string().find("/detail/") != std::string::npos)
        violations.push_back(f.path.string() + " includes another layer's detail header deeplog/" +
                             target.string());
    }
    for (std::sregex_iterator m(f.code.begin(), f.code.end(), detail_re), end; m != end; ++m) {
      const std::string to = layer_of_namespace((*m)[1].str());
      if (!to.empty() && to != from)
        violations.push_back(f.path.string() + " (" + from + ") uses " + (*m)[0].str() +
                             " of layer " + to);
    }
  }
  for (const auto& v : violations) UNSCOPED_INFO(v);
  CHECK(violations.empty());
}

TEST_CASE("only the nn layer includes Eigen", "[library][layers]") {
  const std::regex eigen_re(R"re(#include\s*<(Eigen|unsupported/Eigen)/)re");
  std::vector<std::string> violations;
  for (const auto& f : sources("include/deeplog")) {
    const std::string layer = layer_of_header(fs::relative(f.path, "include/deeplog"));
    if (layer != "nn" && layer != "deeplog" && std::regex_search(f.code, eigen_re))
      violations.push_back(f.path.string() + " (" + layer + ") includes Eigen");
  }
  for (const auto& v : violations) UNSCOPED_INFO(v);
  CHECK(violations.empty());
}

TEST_CASE("each layer's umbrella header opens with its paragraph of docs/architecture.md",
          "[library][layers]") {
  const auto squeeze = [](const std::string& s) {
    std::string out;
    for (char ch : s) {
      const bool space = ch == ' ' || ch == '\n' || ch == '\t';
      if (space && (out.empty() || out.back() == ' ')) continue;
      out += space ? ' ' : ch;
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
  };
  const std::string doc = squeeze(read(source_dir() / "docs/architecture.md"));
  REQUIRE(!doc.empty());
  for (const auto& [layer, deps] : allowed()) {
    if (layer == "core" || layer == "deeplog") continue;
    const fs::path umbrella = source_dir() / "include/deeplog" / (layer + ".hpp");
    INFO(umbrella.string());
    REQUIRE(fs::exists(umbrella));
    REQUIRE(fs::is_directory(source_dir() / "include/deeplog" / layer));
    // The opening comment up to its first empty comment line or the first line of code.
    std::istringstream in(read(umbrella));
    std::string line, paragraph;
    while (std::getline(in, line) && line.rfind("// ", 0) == 0) paragraph += line.substr(3) + " ";
    paragraph = squeeze(paragraph);
    CHECK(paragraph.rfind("The " + layer + " layer: ", 0) == 0);
    CHECK(paragraph.size() > 100);
    CHECK(doc.find(paragraph) != std::string::npos);
  }
  // Every folder of include/deeplog is a layer.
  for (const auto& e : fs::directory_iterator(source_dir() / "include/deeplog"))
    if (e.is_directory()) CHECK(allowed().count(e.path().filename().string()));
}

TEST_CASE("tools, examples, benchmarks, fuzzers and apps use no library detail",
          "[library][layers]") {
  // A library detail is named with its layer's namespace (cpu::detail::, language::detail::,
  // deeplog::detail:: ...) or reached through a detail/ header. A folder may have details of
  // its own: an unqualified detail:: there must be one that the folder's files declare.
  const std::regex own_detail_re(R"re(namespace\s+(?:[a-z_:]+::)?detail\s*\{)re");
  std::vector<std::string> violations;
  for (const char* dir : {"tools", "examples", "bench", "fuzz", "apps"}) {
    const auto files = sources(dir);
    bool declares_detail = false;
    for (const auto& f : files)
      declares_detail = declares_detail || std::regex_search(f.code, own_detail_re);
    for (const auto& f : files) {
      for (std::sregex_iterator m(f.code.begin(), f.code.end(), include_re), end; m != end; ++m)
        if ((*m)[1].str().find("/detail/") != std::string::npos)
          violations.push_back(f.path.string() + " includes deeplog/" + (*m)[1].str());
      for (std::sregex_iterator m(f.code.begin(), f.code.end(), detail_re), end; m != end; ++m) {
        const std::string ns = (*m)[1].str();
        if (ns == "deeplog" || !layer_of_namespace(ns).empty())
          violations.push_back(f.path.string() + " uses " + (*m)[0].str());
      }
      if (!declares_detail && std::regex_search(f.code, any_detail_re))
        violations.push_back(f.path.string() + " uses detail:: and its folder declares none");
    }
  }
  for (const auto& v : violations) UNSCOPED_INFO(v);
  CHECK(violations.empty());
}

TEST_CASE("a test folder uses only the details of the layer it tests", "[library][layers]") {
  std::vector<std::string> violations;
  for (const auto& f : sources("tests")) {
    const std::string folder = fs::relative(f.path, "tests").begin()->string();
    const std::string own = layer_of_test_folder(folder);
    for (std::sregex_iterator m(f.code.begin(), f.code.end(), include_re), end; m != end; ++m) {
      const fs::path target = (*m)[1].str();
      if (target.string().find("/detail/") != std::string::npos && layer_of_header(target) != own)
        violations.push_back(f.path.string() + " includes deeplog/" + target.string());
    }
    for (std::sregex_iterator m(f.code.begin(), f.code.end(), detail_re), end; m != end; ++m) {
      const std::string to = layer_of_namespace((*m)[1].str());
      if (!to.empty() && to != own)
        violations.push_back(f.path.string() + " uses " + (*m)[0].str() + " of layer " + to);
    }
  }
  for (const auto& v : violations) UNSCOPED_INFO(v);
  CHECK(violations.empty());
}

TEST_CASE("the layer checker sees a violation", "[library][layers]") {
  // The checker's own parts on made-up text: an upward include and a foreign detail name.
  const std::string code = code_only(
      "// lang::detail::eval in a comment is fine\n#include \"deeplog/compile/compile.hpp\"\n"
      "auto x = language::detail::eval(1); const char* s = \"cpu::detail::x\";\n");
  std::vector<std::string> includes, details;
  for (std::sregex_iterator m(code.begin(), code.end(), include_re), end; m != end; ++m)
    includes.push_back((*m)[1].str());
  for (std::sregex_iterator m(code.begin(), code.end(), detail_re), end; m != end; ++m)
    details.push_back((*m)[1].str());
  CHECK(includes == std::vector<std::string>{"compile/compile.hpp"});
  CHECK(details == std::vector<std::string>{"language"});
  CHECK_FALSE(allowed().at("language").count(layer_of_header("compile/compile.hpp")));
  CHECK(allowed().at("compile").count("language"));
}
