0.5::f(1). 0.4::f(2).
a(L) :- maplist([X]>>(Y is X * 2, f(Y)), [1, 2]), L = ok.
b(L) :- maplist([X, Y]>>(Y is X + 1), [1, 2], L).
c(L) :- F = [1], maplist([X]>>member(X, F), [1, 1]), L = yes.
d(S) :- foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, S).
e(Z) :- G = [X]>>(Z = X), call(G, 3).
g(Z) :- Z1 = 5, G = \X^true, G = _, maplist(Z1/[X]>>(X < Z1), [1, 2]), Z = Z1.
nn(enc, [T, E], Out) :: encode(T, E, Out).
h(O) :- encode(t1, e2, O).
query(a(_)). query(b(_)). query(c(_)). query(d(_)). query(e(_)). query(g(_)). query(h(_)).
