# infer --assign X=12x is a usage error
# expect-exit: 2
# expect-stderr: is no integer
exec "$DEEPLOG" infer --formula "a(X)_P" --assign "X=12x" "a(1)_P=0.5"
