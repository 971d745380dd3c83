:- use_module(library(lists)).
0.1::e0(2); 0.1::e0(3); 0.1::e0(1).
0.25::e1(2,2).
e1(1,1).
0.3::e1(1,1); 0.2::e1(3,3).
P::p00(X,1) :- (p01, p00(2,Y), between(1,3,X), X >= 1, Y =:= 2), P is X / 4.
0.5::p00(X,Y) :- (p00(X,Y), e1(3,1), compare(O, Y, 2)) ; (e1(2,Y), e1(Y,Y), between(1,3,X), Y @< 2).
p01 :- (p00(3,Y), findall(V, e0(V), L), L = []) ; (e1(X,X), p00(X,X), p01, not e0(X)).
p10(X) :- (X \== 3, p00(X,Z), p10(1)) ; (e1(Z,Y), p01, between(1,3,X), \+ e1(X,Z), call(e1, X, Y)).
0.9::p10(2) :- (p01, p00(X,1), p10(Z)) ; (X == 1, p00(X,3), e1(Y,X), p00(3,Z), Z =:= 3).
p20 :- (p01) ; (e0(Z), e0(Z), Z @>= 3).
p20 :- e0(Z), p00(2,Y), Y @< f(1), compare(O, Y, 2).
p20 <- p00(X,X), e0(3), e1(2,Z).
query(p01).
query(e0(Y)).
