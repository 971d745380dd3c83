:- use_module(library(lists)).
0.7::e0(2,1).
0.9::e1(3).
0.3::e1(2); 0.2::e1(3).
0.9::e2(1,1).
0.2::e2(3,3).
0.2::e2(1,2).
0.1::e2(1,1); 0.3::e2(3,3).
0.75::e3(3).
e3(2).
0.2::e3(1); 0.3::e3(2).
p00(Y) :- e1(2), between(1,3,Y), Y =\= 1.
p00(Y) :- e1(Z), between(1,3,Y), findall(V, e0(Z,V), L), sort(L, S), length(S, N), N < 2.
p10(2) :- e1(1), p10(3), not e1(2), T =.. [g, 2], T \== g(0).
p10(Y) :- (p00(Y), e0(2,Y), e0(Y,Z)) ; (e0(Z,X), between(1,3,Y), findall(V, p00(V), L), L \= [], not e2(3,Z)).
p10(X) <- (e1(2), e1(Y), e0(Y,Y), between(1,3,X), findall(V, p00(V), L), L \= [], W is X + 1, W < 5) ; (p10(X), e2(3,3), e0(Y,1)).
p20 :- X == 3, e0(Z,X), p20, X < 1.
p20 :- e1(Y), e2(Z,Y), e3(Z), \+ e1(Y).
query(e1(2)).
