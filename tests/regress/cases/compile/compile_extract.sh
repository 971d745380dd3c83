# compile the planning CNF tire-1 at each extraction level: all three count the published
# 726440820 models; the default (prefixes) has fewer edges than the circuit as compiled
# (--extract none) and full no more than the default; each reads back (the NNF reader) as a
# decomposable, smooth circuit that counts the same
# expect-exit: 0
cnf="$(dirname "$0")/../../../compile/data/planning/tire-1.cnf"
none=$("$DEEPLOG" compile "$cnf" --extract none -o "$WORK/none.nnf") || exit $?
default=$("$DEEPLOG" compile "$cnf" -o "$WORK/default.nnf") || exit $?
full=$("$DEEPLOG" compile "$cnf" --extract full -o "$WORK/full.nnf") || exit $?
for out in "$none" "$default" "$full"; do
  case "$out" in *"models: 726440820"*) ;; *) exit 9 ;; esac
done
edges() { printf '%s\n' "$1" | sed -n 's/^edges: //p'; }
[ "$(edges "$default")" -lt "$(edges "$none")" ] || exit 8
[ "$(edges "$full")" -le "$(edges "$default")" ] || exit 8
for x in none default full; do
  "$DEEPLOG" stats "$WORK/$x.nnf" | grep -qx "dnnf: decomposable and smooth" || exit 7
  "$DEEPLOG" eval "$WORK/$x.nnf" --structure counting | grep -qx "value: 726440820" || exit 6
done
