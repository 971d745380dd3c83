% ProbLog's / divides as floats, integers too; floats print as Python does.
q(X) :- X is 4/2.
r :- X is 4/2, X == 2.0.
s(X) :- X is 7/2.
t(X) :- X is 2.0*3.
u(X) :- X is 0.1 + 0.2.
v(X) :- X is 10.0 ** 20.
w(X) :- X is 1 / 100000.
query(q(X)). query(r). query(s(X)). query(t(X)). query(u(X)). query(v(X)). query(w(X)).
