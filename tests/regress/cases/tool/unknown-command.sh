# an unknown command is a usage error (exit 2) that names it
# expect-exit: 2
# expect-stderr: unknown command 'frobnicate'
exec "$DEEPLOG" frobnicate
