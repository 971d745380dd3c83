:- use_module(library(lists)).
0.1::e0.
e1(3,1).
0.3::e1(2,3).
0.4::e1(1,1).
0.2::e1(2,2).
0.1::e1(3,3); 0.2::e1(1,1); 0.3::e1(2,2).
e2.
0.6::e3(3).
0.3::e3(1); 0.2::e3(2).
p00(X,Y) :- e0, e0, e3(Z), between(1,3,X), between(1,3,Y).
P::p00(X,X) :- (e2, between(1,3,X), \+ e2), P is X / 4.
0.5::p00(Y,Y) :- e0, p00(Y,1), not e3(Y), findall(V, e3(V), L), L \= [].
p10(X,1) <- e2, p10(Z,X).
p11(X) :- (p11(Y), e2, between(1,3,X), \+ p00(X,Y)) ; (p00(1,2), e3(1), between(1,3,X), \+ e3(X), \+ e0).
p11(X) :- (p10(Z,X), e1(2,X), p10(3,Z)) ; (e3(X), e0, e0, findall(V, e1(X,V), L), length(L, N), N >= 2, X = X).
0.9::p11(Y) :- e2, e2, e2, between(1,3,Y), not p00(Y,Y).
p20 :- p10(Y,X).
p20 :- p11(Z), Z == 1, \+ e2.
0.1::p20 :- (p20, e0, p11(Y), \+ p10(Y,1)) ; (p11(Y), e1(Y,Y), e2, \+ e0).
query(p20).
query(p10(X,X)) :- between(1,2,X).
query(\+ p20).
evidence(p10(1,2), false).
