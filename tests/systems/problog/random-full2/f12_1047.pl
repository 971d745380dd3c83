:- use_module(library(lists)).
0.8::e0.
0.5::e1(2).
0.1::e1(3).
0.6::e2(2,2).
0.8::p00(Y,Y) :- e2(Y,Y), e1(Y).
p00(X,1) :- e0, p00(Z,Y), between(1,3,X), Z = X, findall(V, e1(V), L), L \= [].
0.3::p10 :- (p11(Y), \+ p00(1,Y)) ; (p11(X), p10, e2(1,X), X >= 2, X \= X).
p10 :- (e1(2), p11(Z), e1(1), \+ e2(Z,Z), Z == 2) ; (p11(Y), p10, e0, findall(V, e2(1,V), L), L \= [], T =.. [g, Y], T \== g(0)).
p11(Y) :- e1(2), p10, between(1,3,Y), compare(O, Y, 2), T =.. [g, Y], T \== g(0).
query(e0).
query(p00(2,1)).
evidence(e2(2,2), true).
