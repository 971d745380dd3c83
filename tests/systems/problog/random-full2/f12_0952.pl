:- use_module(library(lists)).
0.7::e0(2,3).
0.7::e0(1,3).
0.9::e0(3,2).
0.4::e0(3,3).
0.3::e0(1,1); 0.1::e0(3,3); 0.3::e0(2,2).
0.75::e1.
p00(2) :- (e0(3,X), W is X + 3, W < 5, T =.. [g, X], T \== g(0)) ; (e1, \+ e0(1,1)).
p00(1) :- e1, \+ e1.
p00(Y) :- (p00(X), between(1,3,Y), \+ e1) ; (p00(Z), between(1,3,Y), \+ e0(Z,Z), \+ e0(2,Z)).
p10 :- (e0(2,Y), p00(Y), not p00(Y)) ; (e1, p10, e0(X,Z)).
p10 :- p00(Z), e1.
p10 <- p10, p00(Z), Z >= 2, Z @>= a.
p20(X,X) <- e0(Z,X), e0(Z,Z), e0(Y,X), findall(V, e0(3,V), L), length(L, N), N >= 2.
p30 <- p30, p20(3,X), X == X.
query(e0(1,2)).
query(e0(X,1)).
query(p10).
query(p10) :- between(1,2,X).
