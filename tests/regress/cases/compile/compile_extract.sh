# compile the planning CNF tire-1 with and without --extract: both count the published
# 726440820 models, the extracted circuit has fewer edges, and it reads back (the NNF reader)
# as a decomposable, smooth circuit that counts the same
# expect-exit: 0
cnf="$(dirname "$0")/../../../compile/data/planning/tire-1.cnf"
plain=$("$DEEPLOG" compile "$cnf") || exit $?
x=$("$DEEPLOG" compile "$cnf" --extract -o "$WORK/x.nnf") || exit $?
case "$plain" in *"models: 726440820"*) ;; *) exit 9 ;; esac
case "$x" in *"models: 726440820"*) ;; *) exit 9 ;; esac
edges() { printf '%s\n' "$1" | sed -n 's/^edges: //p'; }
[ "$(edges "$x")" -lt "$(edges "$plain")" ] || exit 8
"$DEEPLOG" stats "$WORK/x.nnf" | grep -qx "dnnf: decomposable and smooth" || exit 7
"$DEEPLOG" eval "$WORK/x.nnf" --structure counting | grep -qx "value: 726440820" || exit 6
