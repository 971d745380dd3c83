:- use_module(library(lists)).
e0(2).
e0(1).
0.3::e0(3); 0.2::e0(2).
0.5::e1.
e2(3,2).
0.9::e2(3,3).
0.1::e2(2,2); 0.1::e2(1,1).
p00(2) :- (p00(X), e2(X,Y), compare(O, X, 1), call(e2, X, 3)) ; (e1, e1, \+ e0(1), \+ e1).
p00(1) :- e0(Y), e0(1), Y @< 3, findall(V, e0(V), L), L \= [].
P::p00(Y) :- (p00(Z), e1, e1, between(1,3,Y)), P is Y / 4.
p10(Y) :- e1, e2(X,X), between(1,3,Y), compare(O, Y, 1).
0.2::p20(Y) :- p10(X), between(1,3,Y).
0.1::p20(X) :- e0(X).
p21(Y) :- (p00(X), p10(2), between(1,3,Y), not e2(X,1)) ; (e2(Z,Y)).
0.1::p21(Y) :- (Y == 3, e1, e2(Y,1), p10(3), not p00(Y)) ; (e1, e2(Y,X), e0(1)).
query(p10(1)).
