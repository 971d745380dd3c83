// libFuzzer target: the experiment runner's results CSV (systems::read_csv, as `deeplog
// experiment report --from` reads it), then every report over what it read (the Markdown
// tables with the Wilcoxon marks, the SVG plot) and the CSV written back. Any outcome but the
// runs or deeplog::format_error is a bug; runs that read must hold finite numbers, and
// writing and reading them again must give the same runs.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "systems/report.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  try {
    const auto rs = deeplog::systems::read_csv(in, "r.csv");
    if (rs.size() > 64) return 0;  // the reports are quadratic in the systems and tasks
    for (const auto& r : rs)
      if (!std::isfinite(r.result.metric) || !std::isfinite(r.result.train_seconds) ||
          r.task.empty() || r.system.empty())
        std::abort();
    std::ostringstream csv, md, svg;
    deeplog::systems::write_csv(csv, rs);
    deeplog::systems::write_markdown(md, rs, "T", "p");
    deeplog::systems::write_svg(svg, rs, "T");
    std::istringstream again(csv.str());
    const auto back = deeplog::systems::read_csv(again, "again.csv");
    if (back.size() != rs.size()) std::abort();
    for (std::size_t i = 0; i < rs.size(); ++i)
      if (back[i].task != rs[i].task || back[i].system != rs[i].system ||
          back[i].repetition != rs[i].repetition || back[i].result.epochs != rs[i].result.epochs)
        std::abort();
  } catch (const deeplog::format_error&) {
  }
  return 0;
}
