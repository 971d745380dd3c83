:- use_module(library(lists)).
e0(2,3).
e0(3,3).
0.4::e0(1,2).
0.3::e0(1,1); 0.1::e0(3,3); 0.2::e0(2,2).
0.8::e1(3,1).
0.25::e1(3,3).
0.1::e1(1,1); 0.1::e1(2,2).
0.6::p00(Y) :- p00(2), p00(1), e1(Z,X), between(1,3,Y), compare(O, X, 1), Z =:= 2.
p00(Y) :- (Y == 1, e1(1,1), between(1,3,Y)) ; (p00(2), e0(X,2), between(1,3,Y), Y @=< 1).
p00(1) :- p00(3), \+ e0(3,1), T =.. [g, 3], T \== g(0).
P::p10(X) :- (p00(X), e0(1,X), X = X), P is X / 4.
p10(X) :- (p00(Z), p10(Z), between(1,3,X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2) ; (e0(X,Y), e1(X,2), e1(1,1), findall(V, p00(V), L), L = [], \+ e0(Y,Y)).
0.3::p10(X) :- p10(2), between(1,3,X).
p20(Y) :- p20(Y), findall(V, e0(Y,V), L), length(L, N), N >= 2.
p20(2) :- e0(3,Y), Y =\= 3, call(e0, 1, Y).
p20(Y) :- p00(Y), e0(Y,Z), call(e1, Y, 3).
0.3::p21(1) :- e0(Z,3), p10(Z).
query(p20(2)).
query(e1(X,X)) :- between(1,2,X).
