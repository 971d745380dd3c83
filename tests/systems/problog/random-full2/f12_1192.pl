:- use_module(library(lists)).
0.6::e0.
e1(3,2).
e1(1,2).
0.1::e1(1,3).
0.4::e1(2,2).
0.8::e2.
P::p00(X) :- (e1(2,X)), P is X / 4.
p00(X) :- e1(2,Z), between(1,3,X), findall(V, e1(Z,V), L), sum_list(L, T), T > 2, findall(V, e1(3,V), L), L \= [].
p01(X) :- e2, e2, p01(3), between(1,3,X), X @>= a.
P::p01(Y) :- ((e2, between(1,3,Y)) ; (p01(Z), p00(Z), e2, between(1,3,Y), Z @>= a, T =.. [g, Y], T \== g(0))), P is Y / 4.
p10(X,X) :- e0, between(1,3,X), call(p00, X), compare(O, X, 2).
p11(X) :- p01(1), e0, e2, between(1,3,X).
p11(1) :- p00(Z), p00(Z), p11(Z), Z >= 3, \+ e2.
p11(Y) :- p10(X,Y), e1(X,3), p01(X).
query(e0).
query(\+ p01(3)).
