# A directory given as the program is an error naming it, not an empty program (exit 0).
# expect-exit: 1
# expect-stderr: is a directory
mkdir "$WORK/prog.pl"
exec "$DEEPLOG" run "$WORK/prog.pl"
