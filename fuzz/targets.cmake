# The fuzz targets: one line each, read by fuzz/CMakeLists.txt (libFuzzer builds, clang) and by
# tests/fuzz_replay/CMakeLists.txt (every build: each target's LLVMFuzzerTestOneInput with a
# standalone main that replays the seed corpus and fuzz/regressions/<NAME>/). The includer
# defines deeplog_fuzz_target(NAME SEED s RUNS r CORPUS dir... [LIBS lib...] [SOURCES src...]
# [DEFINES def...] [INCLUDES dir...] [MAIN_RENAMED src...] [TOOL_COMMANDS]) before including
# this file.
# Sources are fuzz/NAME.cpp plus SOURCES (absolute); they must build with gcc too (no clang-only
# code).
#   SEED, RUNS: the deterministic CI run (scripts/test.sh: ctest -L '^fuzz$' in build/fuzz) is
#     `NAME -seed=SEED -runs=RUNS` on a fresh copy of the corpus; RUNS is sized for about 10-20 s
#     per target on one core of CI (the whole stage stays within a few minutes on 2 cores).
#   CORPUS: seed folders, relative to the project's source folder.
#   LIBS: extra libraries (zlib for the gzip IDX reader and the tool).
#   MAIN_RENAMED: sources compiled with main renamed (the tool's deeplog.cpp: its dispatch
#     function is what the target calls; libFuzzer or the replay main is the program's main).
#   TOOL_COMMANDS: the tool's subcommands (tools/cmd_*.cpp) and what they link.
find_package(ZLIB)
deeplog_fuzz_target(fuzz_sdd SEED 1 RUNS 400000 CORPUS fuzz/corpus/sdd)
deeplog_fuzz_target(fuzz_vtree SEED 2 RUNS 600000 CORPUS fuzz/corpus/vtree)
deeplog_fuzz_target(fuzz_nnf SEED 3 RUNS 300000 CORPUS fuzz/corpus/nnf)
# fuzz_dimacs: 200,000 runs passed ctest's 300-s limit in a CI run (2026-11-30: 164,602 done).
# Beside one other fuzzer they took 284 s with the compiler before that day's change of the
# wide rule and 335 s after it (704 and 597 runs/s on average): the coverage led the fuzzer to
# other, larger inputs; the top-down compiler took no longer on the first run's corpus. So
# 100,000.
deeplog_fuzz_target(fuzz_dimacs SEED 4 RUNS 100000 CORPUS fuzz/corpus/dimacs)
deeplog_fuzz_target(fuzz_weights SEED 5 RUNS 600000 CORPUS fuzz/corpus/weights)
deeplog_fuzz_target(fuzz_formula SEED 6 RUNS 60000 CORPUS fuzz/corpus/formula)
# fuzz_program: 15,000 runs took 221 and 224 s of ctest's 300 s in two CI runs (2026-11-30);
# 10,000 (the same runs' prefix) took 116 s beside a build.
deeplog_fuzz_target(fuzz_program SEED 7 RUNS 10000 CORPUS fuzz/corpus/program examples/programs)
deeplog_fuzz_target(fuzz_results SEED 10 RUNS 20000 CORPUS fuzz/corpus/results
  INCLUDES ${PROJECT_SOURCE_DIR}/apps)
if(ZLIB_FOUND)
  deeplog_fuzz_target(fuzz_idx SEED 8 RUNS 50000 CORPUS fuzz/corpus/idx LIBS ZLIB::ZLIB)
else()
  message(STATUS "deeplog: no zlib, no fuzz_idx target")
endif()
# The command line, in-process: the tool's dispatch, `int deeplog::tool::main_with_args(
# std::vector<std::string>)` in tools/deeplog.cpp (whose own main() is renamed away: MAIN_RENAMED),
# and its subcommands (TOOL_COMMANDS: tools/cmd_*.cpp, compiled with the fuzzer's flags in the
# libFuzzer build; the replay links the tool's own objects, deeplog_tool_commands).
if(ZLIB_FOUND AND DEEPLOG_BUILD_TOOLS)
  deeplog_fuzz_target(fuzz_cli SEED 9 RUNS 3000 CORPUS fuzz/corpus/cli TOOL_COMMANDS
    MAIN_RENAMED ${PROJECT_SOURCE_DIR}/tools/deeplog.cpp)
else()
  message(STATUS "deeplog: no zlib or no tool (DEEPLOG_BUILD_TOOLS): no fuzz_cli target")
endif()
