:- use_module(library(lists)).
0.25::e0(3,1).
0.8::e0(2,2).
0.2::e0(3,3); 0.3::e0(1,1).
0.6::e1(1,2).
0.1::e1(2,3).
e2.
p00(1) :- e0(Y,Y), Y @=< 2, Y == Y.
p00(Y) :- (e2, e0(1,Z), p00(Z), between(1,3,Y)) ; (e1(Y,X), p00(X), e0(Y,Z)).
p00(Y) :- e1(X,1), e1(X,2), between(1,3,Y).
\+p00(X) :- e1(X,3).
p10(1,Y) :- e2, between(1,3,Y).
P::p10(X,X) :- (e0(Y,3), e2, between(1,3,X), findall(V, p00(V), L), length(L, N), N >= 2), P is X / 4.
p10(2,X) :- p11, between(1,3,X), X >= 2.
p11 :- e1(X,Y), e2, Y == 3, X @>= 2.
P::p20(X) :- (p11, e0(Y,X), p10(Z,X)), P is X / 4.
p20(X) :- e2, p10(Z,3), e2, between(1,3,X).
P::p20(Y) :- (p10(Z,Z), between(1,3,Y), findall(V, e0(Z,V), L), L \= []), P is Y / 4.
query(e1(X,2)).
query(e1(1,2)).
query(p10(1,2)).
query(\+ p20(2)).
