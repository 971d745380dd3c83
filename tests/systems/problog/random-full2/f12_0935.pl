:- use_module(library(lists)).
0.5::e0(1).
0.25::e1(3,2).
0.2::e1(1,1); 0.2::e1(3,3).
p00(X,Y) :- p00(Y,X), e0(Y), e0(2), T =.. [g, X], T \== g(0).
0.4::p00(Y,3) :- (e1(Y,2), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2) ; (e0(2), e1(X,Z), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2).
p10(Y) <- e1(2,Z), p10(1), between(1,3,Y), not p00(Z,1), Y \= 1.
0.2::p10(Y) :- (Y \== 1, e0(3), between(1,3,Y)) ; (e0(Y), not e1(Y,1), not e0(Y)).
p20(X) :- e1(2,X), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2, findall(V, p10(V), L), L \= [].
p20(X) :- p10(2), between(1,3,X).
p20(X) :- e0(Y), p20(Y), e1(Z,Z), between(1,3,X).
query(p20(3)).
query(p10(3)).
query(p20(1)).
evidence(e1(1,1), true).
