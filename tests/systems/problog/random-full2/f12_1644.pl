:- use_module(library(lists)).
0.3::e0(1).
e0(2).
0.2::e0(2); 0.3::e0(3).
0.1::e1(1).
e1(2).
0.75::e1(3).
0.75::e2(3,3).
e2(2,3).
0.2::e2(2,2); 0.2::e2(1,1).
0.75::e3(1,3).
0.2::e3(1,1); 0.1::e3(2,2).
p00(X,2) :- e3(2,3), e1(3), between(1,3,X), X @< f(1), \+ e2(X,1).
p00(Y,X) :- X \== 2, e0(Z), e2(2,3), between(1,3,X), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 2.
p10(2) :- e2(Y,Z), e1(Z), e3(2,Y), Y =:= 3, W is Z + 1, W < 5.
P::p10(Y) :- (e1(X), e2(X,Z), e1(Y), W is X + 1, W < 5, findall(V, e3(Z,V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
0.8::p10(X) :- e2(3,Y), e1(Y), e3(2,Y), between(1,3,X), \+ p00(1,X), \+ e3(2,2).
p20(Y) :- (p21(3), p00(1,1), between(1,3,Y), Y < 1, \+ p10(Y)) ; (p20(Y)).
p20(X) :- p10(Z), e2(Z,Z), e0(Z), between(1,3,X).
p21(X) :- (p20(X), p10(X)) ; (e0(Z), p10(Y), between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, findall(V, e3(1,V), L), L \= []).
p21(X) :- e0(1), e0(Y), p21(X).
query(e3(2,1)).
query(e3(X,X)) :- between(1,2,X).
