:- use_module(library(lists)).
0.75::e0.
0.4::p00(3,Y) :- (p00(1,1), between(1,3,Y), compare(O, Y, 3)) ; (e1(Y,Y), e0, e0, Y == 3).
p10(X,X) :- p11(Y,X), e1(Z,Z), W is Z + 2, W < 5.
P::p10(X,X) :- (p00(2,Y), p00(3,Y), between(1,3,X), findall(V, p00(1,V), L), L \= [], not p00(3,Y)), P is X / 4.
p11(3,X) :- p11(Y,3), between(1,3,X), compare(O, X, 1).
0.9::p11(Y,X) :- p11(X,3), e0, between(1,3,Y), \+ p00(3,1), Y @< a.
p20 :- e1(X,Y), p00(X,3), p11(1,Y), \+ e1(X,X).
p20 :- e0, p20, findall(V, e1(3,V), L), sort(L, S), length(S, N), N < 2.
0.9::p30(Y,Y) :- (p30(X,2), between(1,3,Y)) ; (p00(X,Y), p20, p30(Z,3), W is X + 2, W < 5).
query(p20).
query(p20).
query(p11(Y,2)).
evidence(p11(2,2), true).
