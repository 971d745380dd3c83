:- use_module(library(lists)).
0.1::e0.
0.25::e1(3,3).
0.75::e2.
e3(3,3).
e3(3,1).
0.4::e3(1,2).
p00(3,Y) :- e2, e0, e1(Y,Z), \+ e2, Y = Z.
p00(Y,X) <- e3(Y,1), p00(Y,Y), between(1,3,X), W is X + 3, W < 5, call(e3, 3, Y).
P::p10(X) :- (e1(Y,Z), between(1,3,X), Z @>= a), P is X / 4.
P::p10(Y) :- (e0, p10(X), p10(Y), call(p00, Y, Y)), P is Y / 4.
p20 :- e1(Z,X), e2, e1(Z,1).
p30(Y) :- Y \== 3, e0, p00(Y,Z), call(e3, 2, Z).
p31(X,X) :- p30(Z), between(1,3,X), X < 3, findall(V, p10(V), L), sort(L, S), length(S, N), N < 2.
p31(Y,Y) :- e2, between(1,3,Y).
P::p31(X,2) :- ((e3(Y,X)) ; (e3(X,3))), P is X / 4.
query(e2).
query(p31(Y,Y)).
query(e1(X,X)).
query(\+ p30(1)).
