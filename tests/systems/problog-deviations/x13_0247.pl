:- use_module(library(lists)).
0.3::e0(1).
0.2::e0(3); 0.1::e0(2); 0.3::e0(1).
e1(2,1).
e1(2,2).
0.6::e2(1,3).
0.1::e2(1,1).
e3(3,1).
0.2::e3(3,3); 0.2::e3(2,2); 0.3::e3(1,1).
p00(2) :- p01(X,Z).
P::p00(Y) :- (e0(2), e2(Z,X), between(1,3,Y), \+ e0(X), W is X + 1, W < 5), P is Y / 4.
p01(1,Y) <- (p00(Z), between(1,3,Y), W is Y + 3, W < 5) ; (e1(X,1), e2(X,1), e2(X,X), between(1,3,Y), \+ e3(X,Y)).
p01(2,Y) :- e3(Y,Y), e3(Z,Y), e2(3,X), W is Z + 1, W < 5, findall(V, e2(Y,V), L), sum_list(L, T), T > 2.
p01(3,Y) :- e2(2,Y).
P::p10(Y) :- ((e1(Z,2), e2(Z,Z), between(1,3,Y)) ; (p10(Y), e1(Y,3), e2(Y,Y), \+ e2(Y,Y))), P is Y / 4.
0.1::p10(2) :- Z == 2, e2(Z,X).
p10(X) :- e0(3), between(1,3,X).
\+p10(X) :- e0(X).
p11(Y) :- p10(Y), p00(2), p11(Y), W is Y + 3, W < 5.
P::p11(Y) :- ((p11(X), p01(1,X), e0(2), between(1,3,Y), \+ p01(X,X), \+ p00(3)) ; (p00(3), e0(Z), p11(Z), between(1,3,Y))), P is Y / 4.
query(p10(Y)).
query(p11(Y)).
query(\+ e2(2,3)).
