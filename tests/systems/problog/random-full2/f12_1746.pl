:- use_module(library(lists)).
0.75::e0(2).
e1(1).
0.25::e1(3).
0.3::e1(1); 0.2::e1(2); 0.2::e1(3).
e2(1,3).
0.2::e2(2,1).
e2(2,3).
0.2::e2(2,2); 0.2::e2(1,1).
0.8::e3.
p00(X) :- p01, between(1,3,X), not e1(2).
P::p00(X) :- ((p00(3), between(1,3,X)) ; (p00(Z), between(1,3,X), W is Z + 2, W < 5)), P is X / 4.
p01 <- e2(X,Z), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, Z @< 1.
p01 :- e3, e3.
0.8::p01 :- e2(X,X), p00(1), e2(2,1), T =.. [g, X], T \== g(0).
p10(X) :- p10(2), e1(Z), between(1,3,X), X = X.
p11(X,X) :- p10(Y), p00(1), between(1,3,X).
p20(2) :- (p01) ; (e1(3)).
p20(2) :- e1(Z), p10(2), p11(3,Y), W is Y + 1, W < 5.
p20(Y) :- e2(1,Y), p01, e3.
query(p11(3,2)).
