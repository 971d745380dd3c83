:- use_module(library(lists)).
e0.
0.2::e1(2,1).
0.5::e1(1,3).
e1(3,3).
e2.
0.8::e3.
0.9::p00 :- e1(Z,X), e0, e1(2,Z), X @=< 2, \+ e2.
p00 :- e3, e2, e3.
p00 :- Z == 2, Z \== 2, e3, e1(Y,Z), e2.
\+p00 :- e2.
p01(Y) :- (e3, e2, e0, between(1,3,Y)) ; (e2, p01(3), between(1,3,Y), Y < 2).
P::p01(Y) :- (e0, e1(X,X), p00, between(1,3,Y)), P is Y / 4.
p10 <- e3, e1(Z,X), not p01(X).
p10 :- p01(Z), p01(3), e2.
0.1::p10 :- p01(3), e0, p00, findall(V, e1(2,V), L), sum_list(L, T), T > 2, findall(V, e1(2,V), L), length(L, N), N >= 2.
0.2::\+p10 :- e2.
p11(X) :- p11(1), e3, between(1,3,X), T =.. [g, X], T \== g(0).
p11(1) :- p11(X).
p11(X) :- e1(Z,3), between(1,3,X), Z =\= 1.
0.9::\+p11(2) :- e0.
0.1::p20(Y) :- p20(X), e0, e2, between(1,3,Y).
p20(Y) <- p10, p00, between(1,3,Y), findall(V, e1(Y,V), L), L = [].
p20(X) :- (e0, p01(Y), between(1,3,X), Y =:= 3, \+ p11(1)) ; (X == 3, p11(X), e2, findall(V, e1(X,V), L), L = []).
query(e2).
query(p00) :- between(1,2,X).
query(\+ p01(2)).
evidence(e2, false).
