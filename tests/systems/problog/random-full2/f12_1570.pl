:- use_module(library(lists)).
0.7::e0(3).
0.2::e1(1).
P::p00(Y) :- (e0(Y), e0(Y), call(e1, Y), not e0(Y)), P is Y / 4.
p00(1) :- e0(Z), e0(Z), e1(2), findall(V, e1(V), L), length(L, N), N >= 2.
p00(X) :- p01(3), between(1,3,X).
p01(Y) :- e0(Z), p01(Y).
p01(X) :- e1(Y), e1(Y), e1(1), between(1,3,X).
0.1::p01(2) :- (e0(Y), W is Y + 2, W < 5) ; (e0(Y), not e1(Y), \+ e1(Y)).
p10(1) :- e0(2), p00(Z), p00(3), Z < 2.
P::p11(X) :- (p01(Z), between(1,3,X), W is Z + 2, W < 5), P is X / 4.
p20(X,Y) :- e1(X), p21(1), e0(Z), between(1,3,Y), Y = X.
p21(1) :- p00(X), p10(Y), W is Y + 1, W < 5.
p21(Y) :- p01(Y), Y \== Y.
P::p30(Y) :- (e1(Y), e0(Y), p30(3)), P is Y / 4.
p30(1) :- p10(Z), p01(3), p11(Z).
query(p00(X)).
query(p00(2)).
query(p00(3)).
query(p10(X)) :- between(1,2,X).
