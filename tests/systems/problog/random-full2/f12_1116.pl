:- use_module(library(lists)).
0.4::e0.
0.5::e1.
0.3::e2(1).
0.7::e2(2).
0.2::e2(3); 0.3::e2(2).
p00(X) :- e2(Y), p00(Y), between(1,3,X), T =.. [g, X], T \== g(0), call(e2, 3).
P::p00(Y) :- (e0, between(1,3,Y), call(e2, Y), findall(V, e2(V), L), length(L, N), N >= 1), P is Y / 4.
P::p01(Y) :- (e0, between(1,3,Y)), P is Y / 4.
p01(Y) :- e0, e0, between(1,3,Y), findall(V, e2(V), L), length(L, N), N >= 2.
p01(X) :- p00(1), e0, p00(Y), between(1,3,X).
0.4::p10 <- e2(1).
p20(Y,Y) :- e1, between(1,3,Y), W is Y + 1, W < 5.
p30(X,X) :- p20(Y,X), e1.
query(e2(2)).
query(p30(1,3)).
