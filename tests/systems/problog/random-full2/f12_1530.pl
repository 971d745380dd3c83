:- use_module(library(lists)).
e1(3).
0.7::e1(2).
0.1::e1(1).
0.1::e1(2); 0.2::e1(3).
e2.
0.5::e3.
P::p00(Y) :- (p01(Z), e2, e0(1,Z), between(1,3,Y), Z >= 3, Z = Z), P is Y / 4.
p00(1) <- e1(1), p00(2), e3.
p01(X) :- p00(2), e2, p00(Y), between(1,3,X), \+ e2.
p01(1) :- e0(3,2), p00(3), \+ e3.
P::p10(X) :- ((p00(X), e1(X), e0(3,X)) ; (e3, e3, between(1,3,X))), P is X / 4.
0.8::p10(1) :- p01(Y), compare(O, Y, 2), Y =:= 3.
p10(X) :- (p10(Z), e2, between(1,3,X), call(e0, Z, 2)) ; (e0(Z,Z), e2, between(1,3,X), X @>= f(1)).
p20(Y) :- (p21, between(1,3,Y)) ; (e0(2,3), p00(Z), p00(Z), between(1,3,Y)).
p20(Y) :- p20(3), p01(X), p01(Z), between(1,3,Y).
p21 :- p20(Y), e3, e2, Y \= Y, call(p00, 3).
0.5::p21 :- p00(X), e1(X), e1(Z), Z < 3.
p21 :- p21, e2.
p30 :- p10(X), X < 3.
p30 :- p21, p20(Y), p00(Y), Y >= 1.
p30 :- e0(X,Y), findall(V, p10(V), L), L = [], \+ p21.
query(p01(X)).
evidence(e1(3), false).
