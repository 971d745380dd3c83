:- use_module(library(lists)).
0.25::e0(3,2).
0.4::e0(2,3).
0.5::e1(3).
0.25::e1(1).
e1(2).
0.2::e1(2); 0.1::e1(1); 0.1::e1(3).
0.6::e2(3,2).
0.6::e2(1,2).
0.7::e2(1,3).
p00 :- e0(X,X), X =:= 1.
p00 :- e1(Z), p00.
p00 :- (e0(X,Y), not e2(X,X)) ; (e1(Z)).
P::p10(X) :- (e2(X,X), e1(X), e2(X,X), \+ e2(X,X), findall(V, e1(V), L), length(L, N), N >= 2), P is X / 4.
p11(Y) :- e1(Y), findall(V, e2(Y,V), L), L \= [].
p11(Y) :- e0(2,Y), p00, e2(2,3).
p20(Y) :- e2(X,X), between(1,3,Y), T =.. [g, Y], T \== g(0).
query(e1(1)).
query(p20(X)).
