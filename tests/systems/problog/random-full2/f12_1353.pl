:- use_module(library(lists)).
0.7::e0(2).
0.7::e1.
0.1::e2(3,2).
e2(2,3).
e3(1).
e3(2).
0.9::e3(3).
p00(X,Y) :- p01(3), between(1,3,X), between(1,3,Y), findall(V, e3(V), L), L \= [].
p00(Y,3) :- p01(3), between(1,3,Y).
p00(2,2) :- p00(Z,Y), W is Z + 1, W < 5.
p01(X) :- e1, between(1,3,X), X @=< 1.
p10(X) :- (p00(Z,Y), p01(Z), p00(Y,3), between(1,3,X)) ; (p10(1), p01(Z), between(1,3,X), Z = 3).
0.3::p20(Y) <- (e0(Z), e2(Z,Y), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2, W is Z + 3, W < 5) ; (e1, e0(Z), e1, between(1,3,Y), Y \= Y, Y @>= 3).
p30 :- (Y == 1, p00(Z,3), e2(Z,Z), p20(Y), Y =\= 1) ; (p00(X,2), call(e3, X), \+ e0(3)).
p30 :- e0(X), p20(Y), p00(X,1), \+ p00(2,2), \+ e3(Y).
p30 :- e3(X), e1, p10(3), not p00(X,3), W is X + 3, W < 5.
query(p10(2)).
query(\+ p00(2,3)).
