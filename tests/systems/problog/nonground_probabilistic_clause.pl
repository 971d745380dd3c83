% An alternative that leaves a variable of a probabilistic rule unbound: no ground choice.
b(1). b(2). c.
0.5::h :- b(X) ; c.
query(h).
