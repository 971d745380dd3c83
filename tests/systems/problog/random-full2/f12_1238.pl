:- use_module(library(lists)).
e0(3,1).
0.6::e0(3,3).
0.9::e0(2,2).
0.7::e0(1,2).
0.7::e1(2,3).
0.3::e1(1,1); 0.1::e1(3,3).
p00(1) :- p01, p01, findall(V, e0(1,V), L), length(L, N), N >= 2.
p01 :- e1(1,Z), Z =:= 3.
0.4::p01 :- e1(Y,Z), p01, Y = 3.
p01 :- (p01, e1(X,3), e1(X,Z), \+ e0(Z,Z)) ; (p00(1), e1(Z,Z), Z < 1).
P::p10(Y,Y) :- (p10(Y,1), W is Y + 3, W < 5, W is Y + 2, W < 5), P is Y / 4.
p10(Y,Y) :- e0(Y,X), p00(3), p01.
p10(Y,Y) :- p10(X,Z), between(1,3,Y), Z = 3, Z >= 1.
P::p20(Y) :- (p10(3,Y), e1(Y,2)), P is Y / 4.
query(p01).
query(\+ p00(3)).
