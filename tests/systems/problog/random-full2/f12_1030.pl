:- use_module(library(lists)).
0.75::e0(2,1).
0.7::e0(2,3).
0.75::e1.
p00(Y) :- e1, e1, e0(Z,2), between(1,3,Y), not e0(Z,Z), Z >= 2.
0.2::p00(1) :- p00(Z), call(e0, Z, Z).
p01(2) :- p01(X), e1, e0(X,1), findall(V, e0(X,V), L), length(L, N), N >= 2, findall(V, e0(X,V), L), L = [].
p10 :- (p10, p10, p11(2)) ; (e1, e0(2,Y), T =.. [g, Y], T \== g(0)).
p10 :- p11(2).
p11(3) :- p01(X), e0(3,X).
p11(Y) :- p01(X), p00(X), p11(3), between(1,3,Y), X = X.
P::p20(X) :- (e0(Y,X), p01(1), findall(V, e0(Y,V), L), L = [], compare(O, Y, 2)), P is X / 4.
p20(Y) :- p01(3), e1, e1, between(1,3,Y), Y \== Y.
p21 :- e0(X,Y), p00(X), e1, not p11(X), Y = Y.
p21 :- p21, p01(2), p00(Z).
P::p30(X) :- (Y \== 2, p11(Y), p00(Y), between(1,3,X)), P is X / 4.
p30(X) <- p20(X), p21, p10.
p30(X) :- (e0(Y,Z), between(1,3,X)) ; (p00(Z), p30(X), T =.. [g, Z], T \== g(0)).
query(p21).
query(p01(3)).
query(p30(Y)).
