:- use_module(library(lists)).
0.25::e0.
0.75::e1(3,1).
0.4::e1(1,3).
0.4::e1(2,3).
0.75::e2(3,2).
e3(1).
0.2::e3(3); 0.3::e3(1).
0.6::p00 :- Y == 3, e2(Y,3), e3(1), Y == 3.
p00 :- e2(Z,Z), e3(Z), e0, compare(O, Z, 2).
p00 :- e2(Y,1), e2(Y,Y), e1(Y,2), compare(O, Y, 3), Y =:= 2.
0.8::p10(Y) :- e3(Y), p10(X), \+ e1(2,1).
P::p10(X) <- (e0, e0, p00, between(1,3,X)), P is X / 4.
p10(2) <- e3(3), e3(X), p10(Z), findall(V, e2(Z,V), L), L \= [], X >= 3.
P::p11(1,X) :- ((e3(Y), e1(X,1), Y >= 3) ; (e3(2), p11(Z,Y), between(1,3,X))), P is X / 4.
query(p10(X)).
evidence(e2(1,1), false).
