:- use_module(library(lists)).
e0(2).
0.1::e0(3).
0.2::e0(1); 0.3::e0(2); 0.1::e0(3).
e1(1).
0.2::e1(2).
0.8::e2(2,1).
e3.
0.8::p00(X) :- e2(Z,Y), between(1,3,X), W is Y + 3, W < 5, not e1(Z).
p00(X) :- Z \== 3, e2(1,Z), p00(Z), e0(Y), between(1,3,X).
p01(3) :- e1(Y), p01(Y), W is Y + 2, W < 5, Y =\= 1.
p10(X) :- p01(Y), between(1,3,X), Y @>= f(1).
p10(Y) :- e3, between(1,3,Y), call(e0, 3), call(e2, Y, Y).
p11 :- e0(1).
P::p20(Y) :- (p01(Y), e1(Y), findall(V, p10(V), L), length(L, N), N >= 2), P is Y / 4.
p21(X) :- (p10(Y), between(1,3,X)) ; (e0(X), not p00(X)).
P::p21(X) :- ((p11, e0(X), e1(X)) ; (p21(Z), p11, between(1,3,X), \+ p10(Z))), P is X / 4.
0.4::p21(X) :- (e2(Y,Y), p00(Y), p01(Y), between(1,3,X)) ; (p11, p01(3), e2(X,Y), findall(V, p10(V), L), L = []).
query(e0(3)).
query(p21(2)).
query(\+ p21(1)).
evidence(e0(3), true).
