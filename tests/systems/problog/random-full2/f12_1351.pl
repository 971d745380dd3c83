:- use_module(library(lists)).
0.2::e0(1).
e0(2).
0.1::e0(1); 0.1::e0(2); 0.3::e0(3).
e1(3).
0.8::e2(3,2).
0.5::e3(2,1).
0.5::e3(2,2).
e3(3,3).
0.1::e3(3,3); 0.2::e3(1,1).
P::p00(Y,X) :- (p01, e2(X,Z), e2(Z,Z), between(1,3,Y), T =.. [g, Y], T \== g(0), not e1(X)), P is X / 4.
p01 :- p01, e0(Z), e2(X,Z), \+ e2(X,X).
p01 :- e3(3,X).
0.2::p01 :- (e0(Y), e2(Y,Y)) ; (p00(3,1), e3(1,Z), p01, call(e1, 2)).
p10(2) :- (e1(Z), findall(V, e3(1,V), L), sum_list(L, T), T > 2) ; (e3(Z,Y), e3(X,3), p01).
p10(2) :- p00(3,Y).
p11(X) :- e2(X,2).
query(e1(3)).
query(p01).
evidence(p01, false).
