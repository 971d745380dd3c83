:- use_module(library(lists)).
0.3::e0(1,1).
0.3::e0(3,3); 0.1::e0(2,2); 0.2::e0(1,1).
e1(2,2).
0.1::e1(1,1); 0.1::e1(3,3).
0.25::e2(2).
0.2::e2(3).
p00(X) :- (e2(3), e1(Z,3), p00(Z), between(1,3,X)) ; (p01(X), e2(3), e1(X,X), X =\= 3).
p01(X) :- p00(Y), between(1,3,X), T =.. [g, Y], T \== g(0).
p01(X) :- p00(X), e0(X,1), p00(1).
p10 :- e1(X,1), e1(Y,Z), X =:= 1, Z =\= 1.
0.5::p10 :- e2(Y), p01(Y).
p10 :- p01(Y), compare(O, Y, 3), findall(V, e1(Y,V), L), L = [].
query(p00(1)).
evidence(p10, true).
