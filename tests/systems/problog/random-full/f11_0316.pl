:- use_module(library(lists)).
0.25::e0(1,2).
0.25::e0(1,1).
0.6::e0(3,2).
e0(2,2).
e1.
0.5::e2(3,2).
0.2::e2(2,3).
e3(3,2).
0.3::e3(3,3); 0.1::e3(1,1).
P::p00(Y) :- ((e0(X,Z), between(1,3,Y), W is Y + 3, W < 5) ; (Z == 1, p00(Z), e2(Z,Z), e2(Z,1), between(1,3,Y), findall(V, e0(Y,V), L), length(L, N), N >= 2)), P is Y / 4.
p00(Y) :- e0(X,Y), Y < 2.
p00(X) <- e1, e3(Z,3), e2(X,1).
p10 :- (p00(X), e3(Z,2), p00(2), Z @=< 1, \+ e2(X,Z)) ; (e3(X,X), p10, e0(X,2)).
p10 :- (p10, e3(3,Y)) ; (e3(X,Y), e0(Y,X)).
P::p20(Y) :- (e0(1,X), between(1,3,Y)), P is Y / 4.
p20(2) :- e1, e2(X,Y), Y == X.
query(e0(2,Y)).
query(e1).
query(p00(2)).
