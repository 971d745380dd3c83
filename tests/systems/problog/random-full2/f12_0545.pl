:- use_module(library(lists)).
0.6::e0(1,2).
0.3::e1(2).
e2(2,1).
0.3::e2(2,2); 0.2::e2(1,1); 0.3::e2(3,3).
e3(2).
0.4::e3(3).
p00(Y) :- e0(Y,Y), e3(Y), e2(3,2).
P::p00(X) :- (e0(2,X), e2(X,1)), P is X / 4.
0.75::p00(X) :- e1(1), between(1,3,X), \+ e1(2).
0.9::p01(Y) :- e3(X), p01(Z), e0(2,Z), between(1,3,Y), \+ e3(Y).
p10(X) :- p10(Y), between(1,3,X), X = X, not p01(Y).
p10(1) <- (e1(X), e2(X,X)) ; (e0(1,Z), e2(1,Y)).
p10(2) :- (p01(Y), p11(3,Y)) ; (e0(Y,Y), e3(1), e0(2,Y), \+ e2(2,Y)).
p11(Y,Y) :- e2(X,Z), e0(X,2), p11(1,X), between(1,3,Y).
p11(2,X) :- (p01(Y), between(1,3,X)) ; (e0(Z,Y), between(1,3,X)).
p11(2,X) :- X == 3, e3(Y), e2(Y,3), e0(Y,Y), between(1,3,X).
p20(X,2) :- (X == 3, p10(Z), e0(Z,X)) ; (e2(Z,Y), p01(Z), between(1,3,X), \+ e3(Z)).
p20(Y,Y) :- p11(Z,1), p10(X), between(1,3,Y), \+ p00(Y), findall(V, e1(V), L), sum_list(L, T), T > 2.
p20(X,X) :- e3(Y), p01(2), p20(Y,3), between(1,3,X), Y >= 1.
P::p21(X) :- ((p21(3), between(1,3,X)) ; (e1(Z), between(1,3,X))), P is X / 4.
0.1::p30(Y) :- (p21(Z), p10(Z), p21(1), between(1,3,Y)) ; (p11(Z,2), p00(3), between(1,3,Y), findall(V, p20(Z,V), L), L \= []).
0.25::p30(Y) <- p01(3), e1(Y).
query(e2(3,X)).
