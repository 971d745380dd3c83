# compile with and without the backbone on the planning CNF tire-1 (166 literals true in every
# model, 16 of them unit clauses): both count the published 726440820 models, and the
# backbone's circuit has fewer edges (its literals fixed once at the root instead of implied
# again in branch after branch), both as compiled (no extraction)
# expect-exit: 0
cnf="$(dirname "$0")/../../../compile/data/planning/tire-1.cnf"
on=$("$DEEPLOG" compile "$cnf" --extract none) || exit $?
off=$("$DEEPLOG" compile "$cnf" --backbone off --extract none) || exit $?
case "$on" in *"models: 726440820"*) ;; *) exit 9 ;; esac
case "$off" in *"models: 726440820"*) ;; *) exit 9 ;; esac
edges() { printf '%s\n' "$1" | sed -n 's/^edges: //p'; }
[ "$(edges "$on")" -lt "$(edges "$off")" ] || exit 8
