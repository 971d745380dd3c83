:- use_module(library(lists)).
e0(3).
0.9::e0(2).
e1.
e2(1).
0.75::e3.
p00 :- p00, e3, e1.
p00 :- e2(Z), p01(Z).
p00 :- e1, e0(Z), p00, \+ e0(3), findall(V, e0(V), L), L = [].
P::p01(Y) :- (e3, between(1,3,Y)), P is Y / 4.
p01(Y) <- e2(3), e2(3), p00, between(1,3,Y), Y >= 1, compare(O, Y, 3).
p10(X) :- p10(Z), between(1,3,X).
p10(X) :- e1, between(1,3,X).
P::p10(X) :- (p11(Y), e2(Y), between(1,3,X), not p01(3), \+ p01(Y)), P is X / 4.
p11(Y) :- e2(1), between(1,3,Y).
p11(X) :- e1, p11(Z), between(1,3,X), X = Z.
query(p01(2)).
query(\+ p10(1)).
evidence(e1, false).
