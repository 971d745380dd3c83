:- use_module(library(lists)).
0.75::e0(3,2).
e0(3,1).
0.3::e0(1,1); 0.3::e0(3,3); 0.2::e0(2,2).
0.8::e1.
e2(2).
0.3::e2(3); 0.2::e2(2).
p00(X,Y) <- p00(3,Y), between(1,3,X), compare(O, Y, 1).
p00(Y,2) :- (e2(X), between(1,3,Y)) ; (p00(Z,2), e1, between(1,3,Y)).
p01(Y) :- e0(1,Y), e0(Y,X), e1.
p01(X) :- p01(1), between(1,3,X).
0.7::p10(1) :- e1, call(e0, 2, 1).
p10(X) :- p01(X), W is X + 1, W < 5.
p11(3) :- Z \== 2, e2(2), p00(Z,X), p10(Z), X < 2.
p11(Y) :- (p00(Y,X), e1, p11(X)) ; (p11(1), p11(X), between(1,3,Y), W is Y + 1, W < 5).
P::p20(Y) <- (p00(1,Y), e2(Y), p10(Y), \+ p10(3)), P is Y / 4.
0.75::p20(X) :- e0(Z,Y), between(1,3,X), \+ p11(X), T =.. [g, Z], T \== g(0).
P::p20(X) :- (p00(X,X), p20(Z), not p00(Z,Z), T =.. [g, X], T \== g(0)), P is X / 4.
p21 :- (p20(3), p11(X), p11(X), \+ p10(X), findall(V, e0(2,V), L), sum_list(L, T), T > 2) ; (e1, p00(3,X), p20(X)).
query(e0(3,1)).
query(\+ p10(2)).
