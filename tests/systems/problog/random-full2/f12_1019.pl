:- use_module(library(lists)).
0.3::e0(1).
0.6::e0(3).
e1(3,2).
e1(1,1).
0.7::e2(1).
0.2::e2(2); 0.3::e2(1); 0.3::e2(3).
0.1::e3.
0.7::p00(1) :- e1(1,Y), e3, p00(3), Y < 3.
p10(X) :- p11(Y,2), e2(Y), between(1,3,X).
p10(X) :- e3, e1(1,X), findall(V, e1(X,V), L), L \= [], W is X + 1, W < 5.
0.2::p10(Y) :- e1(Y,Y).
p11(X,3) :- e3, p11(2,1), e3, between(1,3,X), \+ p00(X), not e2(X).
0.5::p20(Y,Y) :- p00(Z), between(1,3,Y).
p21 :- (p10(3), T =.. [g, 2], T \== g(0)) ; (e0(1)).
p21 :- p21.
query(e2(2)).
query(p21).
query(p00(X)) :- between(1,2,X).
evidence(e2(2), true).
