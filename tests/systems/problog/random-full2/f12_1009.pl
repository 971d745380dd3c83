:- use_module(library(lists)).
0.1::e0(2).
0.9::e0(3).
0.4::e1(2).
0.8::p00 :- (e0(1), e0(X), e0(1)) ; (X \== 2, e1(X), p00).
p00 :- e0(X), e1(X), not e0(3).
p00 :- e0(1), e0(2), e0(Z), Z \= Z, Z \== Z.
0.6::p10(1) :- p00, p10(3), p00, T =.. [g, 3], T \== g(0).
p10(Y) :- (e0(2), p00, e0(Y), findall(V, e1(V), L), L = [], compare(O, Y, 2)) ; (e0(X), e1(Z), between(1,3,Y), not e1(X)).
query(e1(X)).
query(e0(X)).
query(e1(X)) :- between(1,2,X).
