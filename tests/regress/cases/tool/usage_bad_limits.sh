# Malformed limits are usage errors (exit 2), before any work.
# expect-exit: 2
# expect-stderr: --time-limit expects seconds
exec "$DEEPLOG" count /nonexistent.cnf --time-limit -5
