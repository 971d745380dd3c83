:- use_module(library(lists)).
0.7::e0(1,2).
0.3::e0(1,1); 0.1::e0(3,3).
0.8::e1(1,1).
0.3::e2(2).
p00(X,3) :- (e1(Z,3), e0(Z,3), between(1,3,X), \+ e1(1,2)) ; (e0(3,Z), e0(Z,Z), between(1,3,X), \+ e0(X,Z)).
p00(X,Y) <- (e1(X,Y), e0(Y,Y), \+ e1(3,Y)) ; (p00(Y,Y), between(1,3,X), not e1(X,3), \+ e0(Y,Y)).
p00(Y,Y) :- Z \== 3, X \== 3, e0(1,Z), e0(Z,X), between(1,3,Y).
p10(X) :- (p11, between(1,3,X), \+ e0(X,X), X \== X) ; (e2(2), p00(Y,Y), e1(Y,3), between(1,3,X)).
P::p10(X) :- (p11, e0(2,X), e0(X,3), X @>= 1, X \= X), P is X / 4.
p11 :- p10(Y).
p11 :- (e2(Y), e2(Y), findall(V, e1(1,V), L), length(L, N), N >= 2, not p00(1,Y)) ; (e1(1,Y), e1(3,Y), Y =\= 1).
p11 :- e1(Z,X), e2(Z).
p20(X) :- p10(2), e2(Y), between(1,3,X), T =.. [g, Y], T \== g(0).
p20(Y) :- p11, p11, p10(2), between(1,3,Y).
p30 :- (Y == 2, p00(Y,X), e0(1,3)) ; (p00(X,X), p20(X), e1(X,Z), \+ p00(3,1)).
query(p11).
query(p30).
query(e0(X,X)) :- between(1,2,X).
query(\+ e0(1,2)).
