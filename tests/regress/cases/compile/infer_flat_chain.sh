# a 30k-term flat chain a_P+a_P+... in infer is a located depth-budget error, not a stack overflow
# expect-exit: 5
# expect-stderr: 1:[0-9]+: formula nested more than [0-9]+ operators deep
f=$(yes 'a_P' | head -n 30000 | paste -sd+)
exec "$DEEPLOG" infer --formula "$f" "a_P=0.5"
