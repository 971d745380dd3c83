:- use_module(library(lists)).
0.25::e0(3).
0.75::e1(3,3).
0.3::e1(3,3); 0.2::e1(1,1); 0.3::e1(2,2).
0.4::e2(1).
0.25::e2(3).
0.2::e2(1); 0.3::e2(2); 0.1::e2(3).
p00(Y) :- e2(Z), e0(Z), e2(Z), between(1,3,Y).
0.25::p00(Y) :- e1(X,Z), e2(Y), findall(V, e2(V), L), L \= [], T =.. [g, X], T \== g(0).
p10(X) :- (p11, between(1,3,X), X =:= 3) ; (p10(3), e0(Y), between(1,3,X), call(p00, Y)).
p11 :- p10(1), e2(Z), Z @=< 1.
p11 :- Y == 2, p11, p10(Y).
p11 :- Z == 1, e0(Z), e1(3,1), e1(Z,3), Z = Z.
query(p10(2)).
query(e0(X)) :- between(1,2,X).
evidence(p00(2), false).
