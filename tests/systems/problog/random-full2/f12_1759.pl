:- use_module(library(lists)).
0.8::e0(1,1).
0.25::e0(2,2).
0.75::e0(3,3).
0.2::e1(3,3).
0.1::e1(3,3); 0.1::e1(1,1).
0.2::e2(3,2).
0.3::e2(2,2).
0.1::e2(2,3).
0.2::e2(1,1); 0.3::e2(3,3); 0.3::e2(2,2).
p00(Y,Y) :- e1(3,3), between(1,3,Y), Y =\= 2.
p00(X,Y) :- (e2(X,Y), e2(2,Y), call(e0, Y, Y), \+ e0(X,3)) ; (p00(Y,Z), e1(Y,2), p00(3,3), between(1,3,X), \+ e2(Z,2)).
p10(X) :- (e0(Y,Y), p00(X,Y)) ; (e0(Y,Y), p00(Z,Y), p10(Y), between(1,3,X), Y =\= 2, \+ e2(X,X)).
p20(3) :- e0(1,Z), p10(Z).
P::p20(Y) :- (p20(Z), p00(Z,Z), e0(Z,Y)), P is Y / 4.
p20(X) :- p00(Z,Y), between(1,3,X), findall(V, e2(Z,V), L), length(L, N), N >= 1.
query(e0(X,Y)).
query(p10(2)).
query(p00(Y,X)).
query(e1(X,X)) :- between(1,2,X).
