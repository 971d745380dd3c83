:- use_module(library(lists)).
0.8::e0.
e1(1,1).
e1(2,2).
0.2::e1(2,2); 0.2::e1(3,3).
0.75::e2(2,1).
0.7::e3(1,3).
0.9::e3(2,2).
p00(1) :- e3(Y,X), e0, e3(Y,Y), \+ e1(Y,2), Y >= 2.
P::p00(X) :- (e0, between(1,3,X)), P is X / 4.
P::p00(X) <- (e2(2,Y), e0, between(1,3,X)), P is X / 4.
p01 <- e1(Z,Z), e1(Z,Z), p01.
0.9::p01 :- e3(1,Z), e2(Z,1), e3(Z,Z), T =.. [g, Z], T \== g(0).
p10(1) <- (e1(3,Y), e1(Y,Y), e1(Y,Y), \+ e3(2,3), findall(V, e1(3,V), L), length(L, N), N >= 1) ; (p00(Y), e3(Y,Y), e1(Y,Y), not e1(Y,2), W is Y + 1, W < 5).
0.4::p10(1) :- p01, T =.. [g, 1], T \== g(0).
0.8::p20(X) :- (e3(1,Y), between(1,3,X), not e3(X,X), W is Y + 3, W < 5) ; (e3(2,Z), p10(Z), e3(2,Z), between(1,3,X), \+ p10(Z)).
p20(Y) :- e1(Y,Z), p20(Y).
query(e2(1,X)).
