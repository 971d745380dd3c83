# infer --assign X=10^23 is a usage error, not INT64_MIN
# expect-exit: 2
# expect-stderr: out of the range
exec "$DEEPLOG" infer --formula "a(X)_P" --assign "X=100000000000000000000000" "a(1)_P=0.5"
