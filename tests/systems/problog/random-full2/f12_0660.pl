:- use_module(library(lists)).
e0(1,1).
0.4::e1.
e2(2).
0.2::e2(2); 0.2::e2(3).
p00(1,Y) <- e0(X,2), p00(X,Y), \+ e1, compare(O, X, 3).
0.1::p00(Y,Y) :- e2(2), between(1,3,Y).
p00(X,X) :- (e1, e1, e2(X), X @< 1, T =.. [g, X], T \== g(0)) ; (e2(1), between(1,3,X), compare(O, X, 2), X = 2).
p10 :- p11, p10.
0.6::p10 :- p11, p11, e1.
p10 :- p10, \+ e1.
p11 :- e2(Y), e0(2,Y), W is Y + 2, W < 5, findall(V, p00(Y,V), L), length(L, N), N >= 1.
p11 :- e1, e2(3), p10.
p11 :- p11, p10.
query(p11).
query(\+ e0(1,1)).
evidence(e1, true).
