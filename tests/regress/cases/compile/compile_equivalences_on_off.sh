# compile with and without the substitution of equivalent literals on the planning CNF 4step
# (47 of its 165 variables equal to another literal by its binary clauses): both count the
# published 86432 models, and the substituted circuit has no more edges (both as compiled, no extraction)
# expect-exit: 0
cnf="$(dirname "$0")/../../../compile/data/planning/4step.cnf"
on=$("$DEEPLOG" compile "$cnf" --extract none) || exit $?
off=$("$DEEPLOG" compile "$cnf" --equivalences off --extract none) || exit $?
case "$on" in *"models: 86432"*) ;; *) exit 9 ;; esac
case "$off" in *"models: 86432"*) ;; *) exit 9 ;; esac
edges() { printf '%s\n' "$1" | sed -n 's/^edges: //p'; }
[ "$(edges "$on")" -le "$(edges "$off")" ] || exit 8
