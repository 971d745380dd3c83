:- use_module(library(lists)).
e0(2,2).
e1(3).
0.3::e1(2).
0.1::e2(2,2).
0.8::e2(2,3).
0.75::e2(3,3).
p00(Y,X) :- e0(X,3), e1(X), e2(X,X), between(1,3,Y).
p00(Y,2) :- e2(Z,1), e2(Z,Z), between(1,3,Y).
P::p00(X,Y) :- (e2(Z,Y), e2(1,Y), e2(Z,Z), between(1,3,X)), P is Y / 4.
p10(Y) <- e0(Y,Z), p10(1), Z @>= f(1), Y @=< a.
p11(2,Y) :- e1(Z), between(1,3,Y).
p20(X) :- p11(Y,1), e2(Y,Z), p00(3,2), between(1,3,X).
p20(Y) :- X \== 3, e0(2,1), p00(1,X), e1(X), between(1,3,Y).
p20(X) :- p20(1), p00(2,X), \+ e2(X,X), X =:= 3.
P::p30(Y) :- ((p10(1), e0(Y,Z), p10(Y)) ; (p20(Z), between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2)), P is Y / 4.
query(p20(3)).
query(e1(1)).
query(\+ p30(2)).
evidence(p00(2,2), true).
