:- use_module(library(lists)).
0.4::e0.
e1(2).
e2(3,1).
P::p00(Y) :- (e0, p00(Y), p00(3), call(e1, Y), W is Y + 2, W < 5), P is Y / 4.
p00(2) :- e1(3), \+ e1(3).
P::p01(Y,X) :- ((e2(Z,X), e2(Z,Z), between(1,3,Y), Z @=< 2) ; (e1(Z), e0, between(1,3,X), between(1,3,Y), Z \== Z)), P is X / 4.
p01(Y,1) :- p00(2), p00(Y), \+ e0, compare(O, Y, 2).
p01(Y,Y) :- e1(Y), e1(3).
p10 :- e2(Z,2), \+ e2(1,Z), Z @=< 3.
P::p11(X,Y) :- (p11(X,X), between(1,3,Y), findall(V, e2(X,V), L), length(L, N), N >= 2), P is X / 4.
p11(X,X) :- e1(X), not p01(X,3), not e1(X).
query(e2(1,1)).
query(\+ p00(3)).
