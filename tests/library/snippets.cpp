// Documentation snippets are compiled code. A C++ block of README.md or docs/*.md is preceded
// by a line `<!-- snippet: PATH -->` (the whole file) or `<!-- snippet: PATH#NAME -->` (the
// lines between `// [snippet NAME]` and `// [/snippet NAME]` in PATH, their common indentation
// removed), and its text must be exactly that. The files named are built and run by other
// tests (examples/, examples/snippets/). scripts/sync-doc-snippets.py rewrites the blocks from
// their sources.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> lines_of(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

std::string join(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

// The text a snippet reference names, or nullopt (with the reason) when it names nothing.
std::optional<std::string> snippet_text(const std::string& ref, std::string& why) {
  const auto hash = ref.find('#');
  const fs::path path = fs::path(DEEPLOG_SOURCE_DIR) / ref.substr(0, hash);
  if (!fs::is_regular_file(path)) {
    why = "no file " + path.string();
    return std::nullopt;
  }
  const std::string text = read_file(path);
  if (hash == std::string::npos) return text;
  const std::string name = ref.substr(hash + 1);
  const auto lines = lines_of(text);
  const std::string begin = "// [snippet " + name + "]", end = "// [/snippet " + name + "]";
  auto trimmed = [](const std::string& l) {
    return l.substr(std::min(l.find_first_not_of(' '), l.size()));
  };
  std::size_t b = lines.size(), e = lines.size();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (trimmed(lines[i]) == begin && b == lines.size()) b = i;
    if (trimmed(lines[i]) == end && b != lines.size() && e == lines.size()) e = i;
  }
  if (b == lines.size() || e == lines.size()) {
    why = path.string() + " has no region '" + name + "'";
    return std::nullopt;
  }
  std::vector<std::string> region(lines.begin() + std::ptrdiff_t(b) + 1,
                                  lines.begin() + std::ptrdiff_t(e));
  std::size_t indent = std::string::npos;
  for (const auto& l : region)
    if (l.find_first_not_of(' ') != std::string::npos)
      indent = std::min(indent, l.find_first_not_of(' '));
  for (auto& l : region)
    l = l.size() >= indent && indent != std::string::npos ? l.substr(indent) : "";
  return join(region);
}

struct check_result {
  std::size_t blocks = 0;
  std::vector<std::string> problems;
};

// Every ```cpp block of a Markdown text, checked against its snippet reference.
check_result check_markdown(const std::string& markdown, const std::string& name) {
  check_result r;
  const auto lines = lines_of(markdown);
  const std::string marker = "<!-- snippet: ";
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i] != "```cpp") continue;
    ++r.blocks;
    std::size_t j = i + 1;
    while (j < lines.size() && lines[j] != "```") ++j;
    const std::string block =
        join({lines.begin() + std::ptrdiff_t(i) + 1, lines.begin() + std::ptrdiff_t(j)});
    const std::string where = name + ":" + std::to_string(i + 1);
    const std::string prev = i > 0 ? lines[i - 1] : "";
    if (prev.rfind(marker, 0) != 0 || prev.size() < marker.size() + 4 ||
        prev.substr(prev.size() - 4) != " -->") {
      r.problems.push_back(where + ": a C++ block without a snippet reference");
    } else {
      const std::string ref = prev.substr(marker.size(), prev.size() - marker.size() - 4);
      std::string why;
      const auto want = snippet_text(ref, why);
      if (!want)
        r.problems.push_back(where + ": " + why);
      else if (*want != block)
        r.problems.push_back(where + ": the block differs from " + ref);
    }
    i = j;
  }
  return r;
}

}  // namespace

TEST_CASE("every C++ block of the README and docs/ is a tested file's text", "[library][docs]") {
  const fs::path root(DEEPLOG_SOURCE_DIR);
  std::vector<fs::path> pages{root / "README.md"};
  for (const auto& e : fs::directory_iterator(root / "docs"))
    if (e.path().extension() == ".md") pages.push_back(e.path());
  std::sort(pages.begin(), pages.end());
  std::size_t blocks = 0;
  std::vector<std::string> problems;
  for (const auto& p : pages) {
    const auto r = check_markdown(read_file(p), fs::relative(p, root).string());
    blocks += r.blocks;
    problems.insert(problems.end(), r.problems.begin(), r.problems.end());
  }
  CHECK(blocks > 0);
  for (const auto& p : problems) UNSCOPED_INFO(p);
  CHECK(problems.empty());
}

TEST_CASE("the snippet check sees a drifted block", "[library][docs]") {
  const std::string ref = "examples/quickstart/main.cpp";
  std::string why;
  const auto text = snippet_text(ref, why);
  REQUIRE(text);
  const std::string good = "<!-- snippet: " + ref + " -->\n```cpp\n" + *text + "```\n";
  CHECK(check_markdown(good, "good.md").problems.empty());
  std::string drifted = good;
  drifted.replace(drifted.find("0.703"), 5, "0.704");
  CHECK(check_markdown(drifted, "drifted.md").problems.size() == 1);
  CHECK(check_markdown("```cpp\nint x;\n```\n", "bare.md").problems.size() == 1);
  CHECK(check_markdown("<!-- snippet: nowhere.cpp -->\n```cpp\n```\n", "missing.md")
            .problems.size() == 1);
}
