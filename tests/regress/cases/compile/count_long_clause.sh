# count on one clause of 100k literals: 2^100000 - 1 models, exact (the clause was decided literal by literal: quadratic)
# expect-exit: 0
{ printf 'p cnf 100000 1\n'; seq 1 100000 | tr '\n' ' '; printf '0\n'; } > "$WORK/long.cnf"
out=$("$DEEPLOG" count "$WORK/long.cnf" --timeout 60) || exit $?
case "$out" in "models: 999002093014384507944032764330033590980429139054181691771529273863145832"*75) ;; *) exit 9 ;; esac
