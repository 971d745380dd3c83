:- use_module(library(lists)).
0.8::e0.
0.6::e1(2,3).
0.25::e1(2,1).
0.8::e1(3,3).
p00 :- (Z == 3, e1(3,1), e1(Z,2)) ; (e0).
0.3::p00 <- e0, p00.
p00 :- e1(3,Y), p00, findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2.
p10(X) :- p10(2), p00, e0, between(1,3,X), findall(V, e1(1,V), L), L = [], X = X.
p10(Y) :- e1(Z,X), between(1,3,Y), Z @< f(1), \+ e1(3,Y).
P::p10(Y) :- (p10(Z), e1(3,Z), between(1,3,Y), \+ e0, Z = Z), P is Y / 4.
P::p20(Y) :- (e0, e0, between(1,3,Y)), P is Y / 4.
P::p20(Y) :- ((p00, between(1,3,Y)) ; (p20(Y), p10(Y))), P is Y / 4.
P::p30(X) <- ((p20(X)) ; (p10(Z), p00, between(1,3,X), \+ e0, X =:= 2)), P is X / 4.
p30(X) :- e1(Z,2), e0, between(1,3,X).
p31 <- (p30(X), e1(X,X), p10(X), call(p10, X), findall(V, p10(V), L), L = []) ; (p10(X), p00, p10(3)).
query(p10(3)).
query(p30(Y)).
query(e1(1,Y)).
