:- use_module(library(lists)).
0.25::e0.
e1(3,1).
0.4::e2.
0.5::p00 :- e2, e0, \+ e2, findall(V, e1(3,V), L), L = [].
p00 :- (e2, e2, \+ e1(2,2), findall(V, e1(1,V), L), length(L, N), N >= 1) ; (p00, p00, e1(Y,3), \+ e2).
0.2::p00 <- e0, findall(V, e1(2,V), L), L = [].
p10(Y) <- (e2, e0, between(1,3,Y), \+ e2) ; (e1(Y,Z), e2, e2).
p20(1) :- e1(X,X), \+ e1(2,X).
p20(Y) :- e2, e2, p00, between(1,3,Y).
p30(3) :- p30(X), p00, p10(Z).
P::p31(Y) :- (p30(3), between(1,3,Y)), P is Y / 4.
p31(X) :- p00, between(1,3,X).
query(e0).
query(\+ e0).
