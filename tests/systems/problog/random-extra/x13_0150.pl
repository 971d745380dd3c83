:- use_module(library(lists)).
0.25::e0(3,3).
0.3::e0(1,1); 0.2::e0(2,2).
0.9::e1(2).
e1(3).
0.8::e2.
0.75::e3.
0.25::p00(Y) :- e2, e1(X), between(1,3,Y).
\+p00(Y) :- e2, between(1, 3, Y).
p01(2,X) :- p01(3,Y), p01(2,3), p00(Z), between(1,3,X), findall(V, e0(Y,V), L), sum_list(L, T), T > 2.
p01(2,X) :- e3, e0(X,X), e2, X == X, W is X + 3, W < 5.
p10(Y) :- (p00(Y), \+ e3) ; (p01(2,X), p11(X,X), e0(X,X), between(1,3,Y), subquery(e0(3,2), Q), Q > 0.33, call(e1, X)).
P::p11(Y,X) <- ((e2, between(1,3,X), between(1,3,Y)) ; (e3, between(1,3,X), between(1,3,Y))), P is Y / 4.
p20(2,3) :- e3.
p20(Y,X) :- (e3, between(1,3,X), between(1,3,Y), findall(V, p01(X,V), L), L = []) ; (p01(Z,Z), between(1,3,X), between(1,3,Y), not p10(X), not e1(X)).
P::p21(Y) :- (e3, between(1,3,Y), Y @< f(1)), P is Y / 4.
0.2::p21(Y) :- p11(Z,1), p20(2,Z), between(1,3,Y), subquery(e0(3,1), Q), Q > 0.33, not e1(Y).
0.4::\+p21(3) :- e3.
0.5::p30(X) :- p20(2,Z), p30(2), p20(2,Y), between(1,3,X).
p30(X) :- p21(X), p11(X,Y), p00(Y), findall(V, p21(V), L), length(L, N), N >= 1, call(p21, X).
p30(X) :- e3, between(1,3,X), W is X + 2, W < 5, call(p20, X, X).
\+p30(3) :- e0(1,1).
p31(X,X) :- p30(Z), between(1,3,X).
p31(X,2) :- p21(3), between(1,3,X), W is X + 1, W < 5, X =\= 2.
query(p01(Y,X)).
query(p01(X,Y)).
query(e1(X)) :- between(1,2,X).
