:- use_module(library(lists)).
0.6::e0(2).
0.2::e0(2); 0.3::e0(1); 0.2::e0(3).
0.25::e1(1,3).
0.75::e1(3,2).
0.1::e1(2,2); 0.1::e1(1,1); 0.3::e1(3,3).
e2(1).
e2(2).
0.2::e2(2); 0.1::e2(1); 0.1::e2(3).
e3(1).
p00(X,X) :- e1(2,Z), between(1,3,X).
p00(3,Y) :- e3(X), between(1,3,Y).
p00(3,3) :- e3(X), e1(Z,X), e3(X).
p01 :- p00(X,Y), \+ e1(Y,2), W is X + 3, W < 5.
P::p10(X) :- (e1(2,3), p01, between(1,3,X), \+ e0(X)), P is X / 4.
p11 :- p11, e0(X), p00(X,X).
p11 :- e1(Y,1), e2(Z), findall(V, e1(2,V), L), sum_list(L, T), T > 2.
0.7::p11 :- e1(X,Y), findall(V, p00(Y,V), L), L \= [].
P::p20(Y,X) :- (e2(X), p01, p11, between(1,3,Y), \+ e2(2), X @=< 1), P is X / 4.
p20(X,Y) :- (p00(X,X), e2(X), e0(Y)) ; (p00(Z,Z), e1(Z,Y), between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 1).
p20(1,X) :- (X == 2, p00(3,Z), p00(Z,Z), between(1,3,X), \+ p00(1,3)) ; (X \== 1, p00(3,Z), between(1,3,X)).
query(p10(X)).
query(p00(1,Y)).
query(\+ p11).
