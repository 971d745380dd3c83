:- use_module(library(lists)).
0.4::e0(3).
0.3::e0(3); 0.3::e0(1).
0.6::e1(1).
0.4::e1(3).
0.3::e1(3); 0.2::e1(2).
p00 :- e1(X), \+ e1(X), findall(V, e2(V), L), L \= [].
0.7::p00 :- e0(X), e2(X), e2(1), compare(O, X, 1).
p10 :- (X \== 1, e0(X), T =.. [g, X], T \== g(0)) ; (e1(X), e2(Y), p00, Y @=< 2).
p10 :- e0(Z), e1(Z), e0(Z).
p20(X) :- e0(3), e0(1), p10, between(1,3,X), X \== X.
0.25::p21 :- e1(1), T =.. [g, 1], T \== g(0).
p30(2,Y) :- e2(1), p10, between(1,3,Y).
p30(1,3) :- e1(Z), e2(3), Z \= Z, findall(V, e2(V), L), L = [].
p30(Y,X) :- e2(Y), e2(Y), between(1,3,X).
query(p21).
query(e1(1)).
evidence(p30(3,2), false).
