:- use_module(library(lists)).
0.8::e0(1,2).
0.75::e0(3,3).
0.2::e1.
0.4::e2(3,3).
0.3::e2(2,1).
0.3::e2(3,3); 0.2::e2(1,1); 0.3::e2(2,2).
p00(Y,X) :- (e1, between(1,3,X), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (e1, p01, between(1,3,X), between(1,3,Y), not e0(2,3)).
p00(Y,Y) :- e1, p00(1,Z), between(1,3,Y), findall(V, e2(Z,V), L), L = [], Y == Z.
P::p00(X,Y) :- (p00(2,Y), between(1,3,X), findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
p01 :- p00(Z,Z), p01, e2(X,Y).
p10 :- p10, p10, T =.. [g, 1], T \== g(0).
0.25::p10 :- e0(X,X), findall(V, e2(X,V), L), length(L, N), N >= 2, X == X.
p11(X,Y) :- p00(Z,1), between(1,3,X), between(1,3,Y), call(e0, X, 3).
p20 :- e1, p10.
p20 :- (p21(Y,X), p01) ; (Y \== 3, p01, e2(Y,Z), p21(2,3)).
P::p21(Y,Y) <- (e0(1,X), p00(X,X), e2(X,Y), findall(V, p00(Y,V), L), length(L, N), N >= 1), P is Y / 4.
p21(Y,X) :- p10, p10, between(1,3,X), between(1,3,Y).
p30 :- p10.
p30 :- (X \== 1, e2(X,Y), p00(Y,X), e0(Y,X), Y @>= 2) ; (p10, e0(Z,Z), Z \== 1, Z < 2).
query(e1).
query(e0(3,2)).
query(e0(2,X)).
query(p11(X,X)) :- between(1,2,X).
