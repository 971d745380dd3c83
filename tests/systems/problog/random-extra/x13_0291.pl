:- use_module(library(lists)).
0.5::e0(2).
0.1::e0(1).
0.2::e0(2); 0.1::e0(1).
e1(1,2).
0.1::e1(3,2).
0.1::e1(2,2); 0.3::e1(1,1); 0.1::e1(3,3).
p00(X,Y) :- (e0(2), p01, p01, between(1,3,X), between(1,3,Y), \+ e1(Y,Y), findall(V, e0(V), L), L \= []) ; (Y == 1, e0(Z), e0(Z), e1(Z,Z), between(1,3,X), between(1,3,Y)).
P::p00(X,Y) :- (p01, e1(Z,2), e0(X), between(1,3,Y)), P is X / 4.
\+p00(2,X) :- e0(X).
p01 <- p01, p00(Z,Z), compare(O, Z, 2).
p01 :- p00(Z,Y), not e1(Z,Y).
0.5::\+p01 :- e1(3,1).
p10 :- (p01, p01, p01, call(e0, 3)) ; (e1(2,Z)).
p10 :- p10, call(p00, 1, 2).
query(p10).
query(p01).
query(p01) :- between(1,2,X).
evidence(p00(3,2), true).
