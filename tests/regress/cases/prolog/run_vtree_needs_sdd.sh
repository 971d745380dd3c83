# run --vtree without --compiler sdd: a usage error (exit 2), the top-down compiler has no vtree
# expect-exit: 2
# expect-stderr: --vtree is the vtree of --compiler sdd
printf '%s\n' '0.6::a.' 'query(a).' > "$WORK/in.pl"
exec "$DEEPLOG" run "$WORK/in.pl" --vtree balanced
