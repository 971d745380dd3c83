:- use_module(library(lists)).
0.2::e0(2).
0.1::e0(2); 0.2::e0(3); 0.1::e0(1).
0.1::e1(3,3).
0.4::p00(Y) :- Y \== 1, p00(1), e1(3,X), e0(X), between(1,3,Y), not e0(Y).
p00(X) :- e1(Y,1), e0(2), e1(1,2), between(1,3,X).
p10(X) :- p10(Y), between(1,3,X), \+ p00(X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p10(X) <- e1(2,X).
p10(Y) :- X == 2, e1(3,Y), e0(3), e1(Y,X).
p20(X) :- (e1(Y,1), p20(Y), between(1,3,X), compare(O, Y, 1), Y >= 1) ; (p00(Z), p21(Z), between(1,3,X), \+ e0(1)).
p21(Y) :- (p00(Y), p10(2), Y @>= f(1), \+ e1(Y,1)) ; (p00(Z), between(1,3,Y), not p10(2), findall(V, e1(2,V), L), L \= []).
p21(Y) :- p10(2), p10(X), between(1,3,Y), findall(V, p10(V), L), length(L, N), N >= 2.
p21(X) :- p21(1), p21(Y), p20(Y), between(1,3,X), \+ p00(Y).
query(p10(3)).
query(p21(1)).
query(p00(1)).
evidence(p10(1), false).
