:- use_module(library(lists)).
0.9::e0(2,1).
0.4::e0(1,1).
0.75::e0(2,2).
e1(2).
0.3::e2(3).
0.4::e3(1,1).
0.25::e3(3,1).
e3(1,3).
p00(X) :- Z \== 3, e0(X,Z).
p00(X) :- e2(Y), p00(Z), e0(Y,Y), between(1,3,X), findall(V, e0(Y,V), L), L \= [], not e2(Z).
p10(Y) :- (e0(X,3), between(1,3,Y)) ; (e0(Z,Y), Y \== Y, Y =:= 3).
P::p10(Y) :- (e1(X), p00(3), between(1,3,Y)), P is Y / 4.
p20(Y) :- e0(X,Y), e3(X,Y), e2(Y).
P::p21(X) :- (e3(X,X), e2(3), X @< 2), P is X / 4.
p21(X) :- (p20(X)) ; (e2(Z), p00(Z), between(1,3,X), findall(V, e2(V), L), sum_list(L, T), T > 2, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2).
P::p21(X) :- ((e2(1), e0(Z,Y), p21(X)) ; (p21(3), e3(Y,1), between(1,3,X), X \= Y)), P is X / 4.
query(p10(3)).
query(p10(1)).
query(e3(Y,3)).
query(\+ p20(3)).
