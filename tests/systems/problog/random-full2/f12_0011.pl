:- use_module(library(lists)).
0.1::e1(1).
0.75::e1(2).
0.4::e1(3).
0.5::e2(1,2).
0.2::e2(1,1).
0.2::e2(2,2); 0.1::e2(3,3); 0.2::e2(1,1).
0.3::e3(3,3); 0.1::e3(2,2); 0.2::e3(1,1).
p00(Y,X) :- (e2(Z,X), e1(1), p01, between(1,3,Y)) ; (e0(Y,X), \+ e3(1,Y), Y >= 2).
p00(X,3) :- (p01, between(1,3,X), X \= 2) ; (p01, between(1,3,X)).
P::p00(X,X) :- (p00(2,X), e2(2,X)), P is X / 4.
0.4::p01 :- e3(3,Z), findall(V, e1(V), L), sum_list(L, T), T > 2, Z >= 1.
p01 :- e1(Z), call(e2, 1, Z), \+ e1(Z).
0.25::p01 :- e0(Z,Z).
p10(3) :- (p00(X,Z)) ; (e2(2,Y), findall(V, p00(2,V), L), sum_list(L, T), T > 2, Y @=< f(1)).
p10(Y) :- e2(2,Y).
p10(X) :- e2(Y,2), p01, e0(Y,X).
p20(X) :- p00(Z,X), p20(X), e1(X), Z @< a, Z @>= 2.
p20(1) <- e3(Z,Z), e1(Y), e2(Y,X).
P::p20(X) :- (e2(1,X), p01, X =\= 1), P is X / 4.
query(e0(X,3)).
query(e3(1,3)).
query(e0(1,3)).
query(p01) :- between(1,2,X).
query(\+ e1(1)).
