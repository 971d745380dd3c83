:- use_module(library(lists)).
0.75::e0.
0.8::e1(3,1).
0.9::e2(2,3).
0.3::e2(2,2).
0.5::p00(1) :- p00(2), e1(Z,X).
P::p00(Y) :- (p01, between(1,3,Y), Y < 3, not e1(2,1)), P is Y / 4.
p00(Y) :- Y == 3, p00(X), e2(X,X), e1(X,Z), between(1,3,Y), findall(V, e1(1,V), L), sum_list(L, T), T > 2.
0.3::p01 <- e0, e1(Y,Y), compare(O, Y, 3), \+ e0.
0.2::p01 :- Y == 3, e0, e2(Y,Z), e1(3,Z).
P::p10(X) :- (p01, e2(Y,Y), between(1,3,X)), P is X / 4.
0.8::p10(X) :- X == 2, p10(Y), between(1,3,X).
0.25::p11(Y,X) :- e1(Y,Z), p01, between(1,3,X), T =.. [g, Y], T \== g(0).
P::p11(3,X) :- (p00(1), p01, p10(X), X >= 1), P is X / 4.
p11(1,Y) :- p01, e0, p01, between(1,3,Y), not p00(Y).
p20 :- Z \== 2, p21(Z).
0.3::p21(2) :- e1(X,Z), e2(2,Z), findall(V, p11(X,V), L), L = [].
query(p21(1)).
query(e0).
query(\+ p01).
