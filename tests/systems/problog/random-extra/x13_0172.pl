:- use_module(library(lists)).
e0(2,1).
0.2::e0(3,3); 0.2::e0(2,2); 0.3::e0(1,1).
0.8::e2(2).
0.3::e2(2); 0.3::e2(3).
p00(Y) :- p00(1), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2.
p00(X) :- e0(1,X), \+ e1(X).
0.3::p10(X) :- e1(Z), between(1,3,X), Z == Z.
p10(X) :- p00(1), between(1,3,X), X @>= 2, X @=< 1.
P::p10(Y) :- (p00(Z), p10(Y)), P is Y / 4.
0.2::\+p10(3) :- e0(1,1).
0.5::p20 :- p20, p20, e2(1).
p20 :- p00(3).
p20 :- X == 3, p00(Y), p00(X), p10(X).
p21(Y) :- e2(Z), e1(1), p10(Z), between(1,3,Y).
p21(Y) :- e1(Y), p20.
p21(X) :- p10(Y), p10(Y), between(1,3,X), X @>= 3, Y =\= 1.
\+p21(X) :- e0(X,1).
p30(3) <- e2(X), X == 3.
0.4::p30(X) :- p00(Z), p00(1), p20, between(1,3,X).
P::p30(Y) :- (e2(1), between(1,3,Y), W is Y + 2, W < 5), P is Y / 4.
0.5::\+p30(X) :- e1(X).
P::p31(X) :- (p31(3), between(1,3,X), T =.. [g, X], T \== g(0), \+ e1(X)), P is X / 4.
P::p31(X) :- (p00(Z), between(1,3,X), findall(V, e0(2,V), L), length(L, N), N >= 2), P is X / 4.
P::p31(Y) :- (p21(X), p31(Z), e0(Z,2), between(1,3,Y)), P is Y / 4.
0.6::\+p31(Y) :- e2(Y).
query(p20).
query(p10(1)).
query(\+ p20).
evidence(p20, true).
