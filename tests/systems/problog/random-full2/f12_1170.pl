:- use_module(library(lists)).
e2(2,2).
0.9::e2(3,1).
p00 :- e0(Y,X), e2(Y,2), e2(X,3), Y = X.
0.75::p10 :- p10.
p10 :- p11, e0(X,2), e0(2,1).
p10 :- e1(X).
p11 :- p00, p10, p00, T =.. [g, 1], T \== g(0).
0.1::p20 :- (p00, p10) ; (p11, p10).
p21(Y,X) :- Z \== 3, p10, p20, e0(Z,Y), between(1,3,X).
p21(X,X) :- (p11, p21(Y,X), e2(X,Y), findall(V, e0(X,V), L), L \= [], call(e2, Y, X)) ; (X \== 3, p10, between(1,3,X), not e0(X,3)).
query(p20).
query(\+ p20).
