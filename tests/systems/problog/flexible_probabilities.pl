% Flexible probabilities: the label is computed in the body.
w(a, 0.3). w(b, 0.6). w(c, 2).
P::h(X) :- w(X, P), P =< 1.
Q::g(X) :- w(X, P), Q is P / 2.
0.5::k.
P::j :- k, P = 0.5.
query(h(a)). query(h(b)). query(h(c)). query(g(a)). query(g(c)). query(j).
