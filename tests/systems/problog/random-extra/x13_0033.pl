:- use_module(library(lists)).
0.7::e0.
0.2::e1(1,2).
0.1::e2(3,2).
0.6::e3(3,3).
e3(3,1).
p00(X) :- (e1(3,Y), between(1,3,X), Y @< 3, Y >= 3) ; (e3(Z,X), e0, Z == 1).
\+p00(1) :- e3(2,2).
0.6::p10(2,X) :- (e2(Z,X), p10(Z,2), p10(Z,X), X @< a, W is Z + 3, W < 5) ; (p10(Z,1), between(1,3,X)).
P::p10(X,X) :- (e2(X,Y), e0, p10(2,3)), P is X / 4.
0.6::p10(Y,Y) :- (p00(Y), Y < 3, \+ e3(Y,2)) ; (e2(Y,2), subquery(e3(1,3), Q), Q < 0.33).
0.8::\+p10(Y,Y) :- e2(Y,3).
p20 :- e0, p20, e2(2,1).
p20 :- e3(X,Y).
p20 :- (e0) ; (e2(X,Y), p10(Y,Z), p00(3), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, W is X + 1, W < 5).
p30 :- (p31(X,Y), e3(Y,X), p20, X @=< f(1)) ; (Y == 2, p10(Y,Z), e2(Y,Y), Z = 3).
0.5::\+p30 :- e3(1,3).
p31(1,Y) :- e2(2,X), p30, between(1,3,Y), X =:= 1, not e1(Y,X).
p31(Y,X) :- e1(Y,Y), p00(Y), between(1,3,X), findall(V, p00(V), L), L = [].
P::p31(X,X) :- (e1(3,X), p31(3,X)), P is X / 4.
\+p31(3,Y) :- e1(Y,2).
query(p00(Y)).
