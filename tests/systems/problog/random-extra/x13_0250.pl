:- use_module(library(lists)).
0.75::e0(1,3).
0.9::e1(1,2).
0.3::e2(2).
0.5::e3(3).
e3(2).
0.1::e3(3); 0.1::e3(1).
p00(X) :- p00(2), between(1,3,X), call(e3, 1).
p00(3) :- Y \== 1, e1(Y,1), p00(1), p00(2), not e2(Y).
0.2::p00(Y) :- (e3(Y), \+ e0(Y,1), \+ e0(Y,2)) ; (p00(Y), e1(Y,X)).
p10(3) :- e2(2), e0(Y,X).
p10(X) :- e3(Y), e0(1,1), between(1,3,X).
0.9::\+p10(2) :- e2(2).
0.7::p11(X) :- e1(X,3), p10(Z), \+ e0(Z,X), W is Z + 3, W < 5.
P::p11(Y) :- (p10(Z), e0(X,Z), e1(3,X), between(1,3,Y), findall(V, e1(1,V), L), length(L, N), N >= 1), P is Y / 4.
p20 <- e3(1).
p30(3,X) <- e2(2), between(1,3,X), call(e2, X).
p31(Y,X) <- e0(X,Z), e2(Z), between(1,3,Y), W is Y + 3, W < 5, findall(V, p10(V), L), length(L, N), N >= 2.
0.7::p31(X,2) :- p11(Z), between(1,3,X), \+ p00(X).
query(p31(3,2)).
query(\+ p10(3)).
evidence(p10(2), false).
