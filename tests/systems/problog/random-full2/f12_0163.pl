:- use_module(library(lists)).
0.7::e0(2).
e0(3).
0.3::e0(1); 0.1::e0(3).
e1(2,3).
0.2::e1(1,1).
0.3::e1(1,1); 0.3::e1(2,2).
P::p00(X) :- ((p01, p00(1), e0(2), between(1,3,X)) ; (p00(Y), e1(Y,Z), between(1,3,X), \+ e1(2,3), \+ e0(Y))), P is X / 4.
p00(X) :- e0(X), e1(X,X), p00(X).
P::p00(Y) :- ((p01, e0(X), between(1,3,Y)) ; (p00(X), p00(X), e0(X), between(1,3,Y), \+ e1(X,X), compare(O, Y, 1))), P is Y / 4.
p01 :- e1(2,2).
p01 :- p01.
P::p10(X) :- (Y \== 1, p10(Z), e0(Y), between(1,3,X)), P is X / 4.
0.25::p10(2) :- p01, p00(Z), p00(3).
0.1::p10(Y) :- e1(X,Y), findall(V, e1(X,V), L), sum_list(L, T), T > 2.
p20(3) :- (p10(X)) ; (e1(Z,Y)).
p20(Y) :- Y == 1, p01, between(1,3,Y).
query(e0(Y)).
query(e1(X,1)).
query(e1(3,1)).
