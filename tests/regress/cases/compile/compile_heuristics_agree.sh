# compile the 3x3 grid-reachability CNF under every decision heuristic: each prints the
# heuristic it ran (automatic prints the one it resolved to, never "automatic") and counts the
# 1,135 models that an enumeration of the 2^12 edge sets gives (tests/compile/compilers.cpp)
# expect-exit: 0
cnf="$(dirname "$0")/../../../compile/data/grid_reachability_3x3.cnf"
for h in automatic decomposition occurrences elimination-order partial-order; do
  out=$("$DEEPLOG" compile "$cnf" --heuristic "$h") || exit $?
  ran=$(printf '%s\n' "$out" | sed -n 's/^heuristic: //p')
  case "$h" in
    automatic) [ -n "$ran" ] && [ "$ran" != automatic ] || exit 7 ;;
    *) [ "$ran" = "$h" ] || exit 8 ;;
  esac
  printf '%s\n' "$out" | grep -qx "models: 1135" || exit 9
done
