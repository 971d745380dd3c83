:- use_module(library(lists)).
0.75::e0(1,3).
e0(1,2).
0.2::e0(3,3); 0.2::e0(2,2).
0.7::e1(1,3).
0.1::e1(3,1).
0.6::e1(3,2).
0.7::e2(3,1).
e2(2,3).
0.8::e2(1,2).
P::p00(Y,3) :- (e2(3,Z), between(1,3,Y), call(e2, Y, 3), Z =:= 2), P is Y / 4.
p00(X,Y) :- p00(Z,1), between(1,3,X), between(1,3,Y).
0.1::p01(X) :- e1(Z,Y), p00(Y,Z), p00(Z,Z), between(1,3,X), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2, Z @>= a.
p01(Y) :- p00(X,Y), p01(Z), findall(V, e1(Z,V), L), length(L, N), N >= 1, findall(V, e2(X,V), L), length(L, N), N >= 2.
p10(X) :- e1(Z,Z), p10(Z), p11(X), call(p00, Z, Z).
p11(X) :- p01(Z), between(1,3,X), W is Z + 3, W < 5.
P::p11(Y) :- (e0(Z,Y)), P is Y / 4.
p20(X) :- e0(X,Y), p20(Y), Y =:= 1.
p21(1,2) :- e2(Z,Z), p01(Y).
P::p21(X,X) :- (p21(3,Z), between(1,3,X), T =.. [g, X], T \== g(0)), P is X / 4.
0.3::p21(Y,X) :- p20(Y), p10(X), e1(Y,X), X == 3, Y \== X.
0.3::p30(3) :- (p01(Y), e0(Y,2), not p00(2,Y), W is Y + 2, W < 5) ; (p10(Y)).
p30(X) :- p31, e2(Y,2), between(1,3,X), X >= 3, findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2.
P::p30(Y) :- (p20(X), between(1,3,Y), Y \== X, W is Y + 2, W < 5), P is Y / 4.
p31 :- p10(X).
0.9::p31 :- p00(Z,Z), e2(2,2), p00(Z,2), T =.. [g, Z], T \== g(0), not p10(1).
query(p00(3,3)).
query(p31).
query(p10(3)).
query(\+ p10(3)).
