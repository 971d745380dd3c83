# compile with an .sdd output and no --extract: the default's extraction (prefixes) does not
# apply to the SDD written (only an explicit --extract is refused), so the SDD and its vtree
# are written and count the 3 models of x1 | x2
# expect-exit: 0
printf 'p cnf 2 1\n1 2 0\n' > "$WORK/two.cnf"
"$DEEPLOG" compile "$WORK/two.cnf" --compiler sdd -o "$WORK/x.sdd" | grep -qx "models: 3" || exit 9
[ -s "$WORK/x.sdd" ] && [ -s "$WORK/x.vtree" ] || exit 8
