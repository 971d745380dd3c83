:- use_module(library(lists)).
0.8::e0(2,3).
0.1::e0(2,2); 0.3::e0(3,3).
0.5::e1(1).
0.2::e1(2).
0.7::e2(2,2).
0.7::e2(1,2).
0.4::e3(3,3).
0.2::e3(1,3).
p00(X,X) :- e2(Z,1), between(1,3,X), W is Z + 1, W < 5, not e1(Z).
p00(1,2) :- (p00(Z,1), p00(Z,Z), p00(X,Z), \+ e0(X,X), Z @>= 1) ; (X == 2, e0(X,X), call(e3, X, X)).
P::p00(3,X) :- ((p00(2,X), e3(X,X), p00(X,3)) ; (e1(Y), e0(Y,Z), e0(Z,3), between(1,3,X))), P is X / 4.
p10(X) :- (e1(1), between(1,3,X), \+ p00(X,X), X @< 1) ; (e3(2,1), p00(Z,2), p11(1), between(1,3,X), call(e3, X, Z), X @< a).
P::p10(X) :- (e0(Z,Y), p10(Z), e0(Z,X), \+ e0(X,Z), W is Z + 2, W < 5), P is X / 4.
p10(X) :- (p11(1), e2(Z,3), e0(3,2), between(1,3,X)) ; (p10(Z), between(1,3,X), findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2).
p11(Y) :- p10(2), between(1,3,Y), Y = Y.
p11(3) :- e2(Z,X), X \= Z, X =:= 1.
p20(X) :- (p00(Y,Z), p11(1), e2(Z,Z), between(1,3,X)) ; (p10(Z), p11(1), between(1,3,X)).
0.25::p21(Y) :- e1(1), e3(Z,3), e3(Y,Z), T =.. [g, Z], T \== g(0), Y == 3.
P::p21(X) :- (p10(X), W is X + 2, W < 5, X = X), P is X / 4.
query(p21(X)).
query(p00(3,X)).
query(e0(1,2)).
