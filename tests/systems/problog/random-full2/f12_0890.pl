:- use_module(library(lists)).
0.7::e0.
e1(1).
0.5::e1(2).
0.25::e1(3).
0.2::e1(3); 0.3::e1(1).
0.25::e2(3,1).
0.6::e2(3,3).
0.4::e2(1,2).
0.2::e2(2,2); 0.2::e2(3,3); 0.2::e2(1,1).
p00(X,Y) :- (e0, between(1,3,X), between(1,3,Y)) ; (e2(2,Y), e1(Y), e0, between(1,3,X)).
p00(Y,X) :- e0, e2(Z,X), e2(2,1), between(1,3,Y), \+ e0, \+ e0.
P::p00(X,Y) :- (e0, between(1,3,X), between(1,3,Y)), P is Y / 4.
0.4::p10(X,X) :- p00(2,3), between(1,3,X), X == 3, X \== X.
p11 :- p10(Y,X), p11, p00(X,Y).
p11 :- (p10(Y,X), p00(Y,3), p00(X,Z), Y =\= 3) ; (p10(2,Y), p00(Z,Y), \+ e1(Z), Z \= Z).
p11 :- p00(X,3), p10(Y,X), p00(Y,1), \+ e2(Y,Y).
p20 :- p21, e1(X).
p20 :- (p00(2,X)) ; (p11, p00(Y,Z)).
p21 :- (e1(Y), p00(1,3), call(p00, Y, Y), not p00(2,3)) ; (p21, p11, e1(Y), findall(V, e1(V), L), sum_list(L, T), T > 2, \+ e1(Y)).
query(p20).
query(p21) :- between(1,2,X).
evidence(p11, true).
