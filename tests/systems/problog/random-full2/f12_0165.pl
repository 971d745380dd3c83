:- use_module(library(lists)).
e1(2,3).
0.9::e1(2,2).
0.1::e2.
p00 :- p00, p00, p00, \+ e2, findall(V, e1(1,V), L), L \= [].
p01(X) :- p01(3), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2, findall(V, e0(V), L), L = [].
p01(1) :- (p00, p00, p01(2), T =.. [g, 3], T \== g(0)) ; (p01(1), e1(Z,X), X =:= 1, call(e1, X, Z)).
0.8::p10 :- e0(Y), compare(O, Y, 1), W is Y + 2, W < 5.
0.4::p11 :- (p01(Z), Z =\= 3) ; (p10, findall(V, e0(V), L), sum_list(L, T), T > 2, \+ e2).
P::p20(X) :- ((p00, p01(Y), p00, between(1,3,X)) ; (p20(Y), p11, e2, between(1,3,X), not e0(3))), P is X / 4.
p30(X) :- e1(Y,Z), p10, between(1,3,X).
p30(X) :- e0(X), e0(X), \+ e1(X,3).
query(p11).
query(p20(1)).
query(p20(3)).
query(\+ p01(1)).
evidence(p10, true).
