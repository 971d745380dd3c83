:- use_module(library(lists)).
0.7::e0.
0.9::e2(3).
0.3::e2(3); 0.1::e2(2); 0.1::e2(1).
p00(2) :- p01(X), p00(X).
0.75::p01(Y) :- p00(X), p00(Y), X =:= 3.
P::p10(X) :- (e1(Z), p01(1), e0, between(1,3,X), Z =\= 1), P is X / 4.
0.3::p20(Y) :- Y \== 1, Z \== 3, p21(Z), between(1,3,Y).
p20(X) :- p00(Y), p21(2), between(1,3,X), T =.. [g, X], T \== g(0).
0.3::p21(Y) :- p20(1), between(1,3,Y), findall(V, p00(V), L), L \= [], call(e1, Y).
p21(Y) :- e1(Z), p01(Z), between(1,3,Y).
p30 :- p00(Y), p21(Z).
query(p10(2)).
query(e1(3)).
query(p20(2)).
evidence(p00(1), false).
