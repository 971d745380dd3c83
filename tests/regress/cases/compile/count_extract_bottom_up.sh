# count with --extract full under both compilers: the 3x3 grid-reachability CNF's 1,135 models
# (an enumeration of the 2^12 edge sets, tests/compile/compilers.cpp)
# expect-exit: 0
cnf="$(dirname "$0")/../../../compile/data/grid_reachability_3x3.cnf"
for c in topdown sdd; do
  "$DEEPLOG" count "$cnf" --compiler "$c" --extract full | grep -qx "models: 1135" || exit 9
done
