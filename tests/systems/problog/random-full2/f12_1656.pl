:- use_module(library(lists)).
0.9::e0(2,3).
0.9::e0(2,2).
0.9::e0(3,3).
e0(1,1).
0.3::e0(1,1); 0.1::e0(2,2).
0.25::e1(3).
0.6::e2.
0.4::p00(Y) :- (e1(Y), findall(V, e1(V), L), length(L, N), N >= 1) ; (Y == 3, p01(Y), e1(3), p01(Y), findall(V, e0(1,V), L), length(L, N), N >= 2).
p00(Y) :- p00(1), between(1,3,Y), W is Y + 2, W < 5, not e1(3).
0.3::p00(X) :- X \== 1, e0(2,X), T =.. [g, X], T \== g(0).
p01(Y) :- e2, between(1,3,Y).
0.1::p10(1) :- (p00(Z), e1(Z), call(e1, Z), compare(O, Z, 2)) ; (p10(Y), e0(2,Z), p01(Y)).
0.75::p10(X) :- e2, e1(Z), between(1,3,X), X < 3, \+ e1(X).
p10(X) :- e1(Y), between(1,3,X).
P::p11(X,Y) :- (e1(X), between(1,3,Y)), P is Y / 4.
query(e2).
query(e2).
