:- use_module(library(lists)).
0.9::e0.
e1(2).
0.25::e2(2,3).
0.3::e2(2,2); 0.3::e2(3,3).
e3(1).
e3(3).
p00(Y,Y) :- p00(Y,Z), call(e3, 2).
p01 :- e1(Z), e2(Y,1), p00(Z,Y).
0.7::p01 :- e2(Y,3), p00(Y,2), Y =:= 1, T =.. [g, Y], T \== g(0).
p10(Y) :- (p01, e3(Z), between(1,3,Y), findall(V, e2(Z,V), L), sum_list(L, T), T > 2, not p00(3,Y)) ; (p10(2), between(1,3,Y), Y @=< a, findall(V, e3(V), L), sort(L, S), length(S, N), N < 2).
p10(Y) :- Y == 3, e1(2), between(1,3,Y), Y \== Y.
p20 <- (p01) ; (p10(Z), call(e3, Z), Z < 2).
0.7::p20 :- e1(Y), e2(X,1), e1(Z), Z >= 3.
P::p30(Y,X) :- (p10(3), e1(1), between(1,3,X), between(1,3,Y), W is Y + 1, W < 5), P is Y / 4.
p30(Y,X) :- p30(X,Z), p10(Y), e1(2).
p30(X,X) :- p30(X,Z).
P::p31(X) :- (p30(Y,Z), p10(Y), between(1,3,X), call(e1, Z)), P is X / 4.
p31(X) :- (p01, p20, p00(Y,1), between(1,3,X), Y @=< 3) ; (p10(1), between(1,3,X)).
query(p20).
query(e0).
query(e1(X)) :- between(1,2,X).
