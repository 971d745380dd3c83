:- use_module(library(lists)).
0.6::e0(1,3).
0.4::e0(3,1).
0.3::e1(3,3).
0.4::e1(1,3).
P::p00(Y,Y) :- (e1(3,1), p00(3,3), between(1,3,Y)), P is Y / 4.
P::p01(Y) :- ((e1(3,X), between(1,3,Y), T =.. [g, Y], T \== g(0), not e0(X,3)) ; (e1(3,Z), between(1,3,Y), call(e1, Z, Z), not e0(Z,Y))), P is Y / 4.
p01(2) :- e0(3,Y), p00(X,2), e0(X,X).
p01(1) :- e0(Z,1), p00(Y,Z), findall(V, e1(2,V), L), L = [].
p10(2) :- (p00(3,Z), p01(Z), W is Z + 2, W < 5) ; (p01(Z), call(p00, Z, Z)).
p10(Y) :- p01(3), p11, e1(X,3), between(1,3,Y), call(p00, Y, X), \+ p00(Y,X).
0.9::p11 :- p10(3).
p11 :- e1(2,1), e1(Z,Z), \+ p01(Z), not p01(Z).
p11 :- p10(Z), p00(3,Z), p00(Y,2).
p20(X,X) :- p01(Z), p01(Z), e1(Z,Z), between(1,3,X).
0.75::p30(X) :- p10(Z), e1(2,Z), between(1,3,X), X @=< 2.
p30(X) <- p10(Z), p30(Z), between(1,3,X).
p30(X) :- p31(Z,3), between(1,3,X).
p31(X,X) :- e1(Z,X), X = 1.
query(p01(Y)).
query(p30(Y)).
query(p10(X)).
query(p10(X)) :- between(1,2,X).
