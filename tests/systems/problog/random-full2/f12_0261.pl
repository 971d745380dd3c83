:- use_module(library(lists)).
0.4::e0(1).
0.5::e0(3).
0.75::e1(2).
0.3::e2(2,1).
0.3::e2(3,2).
0.1::e2(1,1); 0.2::e2(2,2); 0.1::e2(3,3).
0.25::e3(2).
p00(Y) <- e0(X), e1(Y), X @< 1, Y =\= 2.
p00(3) :- (e3(3), e2(Z,Y), p00(Z), not e0(Y)) ; (e1(1)).
p01(3) :- e1(3), e1(X), \+ e1(X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
P::p10(Y) :- (p10(2), e2(2,Z), between(1,3,Y)), P is Y / 4.
p10(X) :- (e3(2), e3(X), p11(3), X @< 3, X >= 2) ; (p01(Y), e1(Y), p10(1), between(1,3,X), compare(O, Y, 2), not p01(3)).
p11(Y) :- Y == 3, p10(X), e2(X,Y).
p11(X) :- p11(Z), p10(Z), e2(Z,3), between(1,3,X), findall(V, e2(Z,V), L), L \= [], X @>= f(1).
p20 :- p10(Y), e2(Z,Y).
0.1::p20 :- e3(X).
p20 :- X \== 2, p11(1), e0(2), e2(X,2).
p30(Y) :- (e0(2), p11(Z), p30(Z), between(1,3,Y)) ; (p10(Z), between(1,3,Y), findall(V, e0(V), L), L \= [], Y =:= 2).
query(p10(3)).
query(p01(X)).
query(p10(3)).
query(\+ e0(3)).
evidence(e1(3), false).
