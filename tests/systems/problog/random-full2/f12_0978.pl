:- use_module(library(lists)).
0.75::e0(3).
0.7::e0(2).
0.75::e0(1).
0.2::e0(1); 0.3::e0(2); 0.1::e0(3).
e1(2,1).
P::p00(Y,X) :- (p01, e1(3,X), between(1,3,Y)), P is Y / 4.
p00(X,X) :- p00(Y,Z), between(1,3,X).
p00(Y,X) :- e0(1), between(1,3,X), between(1,3,Y), X @>= 2.
p01 :- p01, p00(Y,Z).
p01 :- p00(Y,X), p00(Z,2), findall(V, e0(V), L), length(L, N), N >= 2.
p01 :- e1(3,1), e1(3,3), e0(3).
0.75::p10(2) :- e1(Z,Z), p11, p00(Z,3), findall(V, e0(V), L), L = [].
p11 :- e0(X), e1(X,Y), p10(Y), T =.. [g, Y], T \== g(0).
p11 :- X \== 2, p11, p11, p00(Z,X), Z =:= 1.
query(e1(3,1)).
evidence(e1(2,2), false).
