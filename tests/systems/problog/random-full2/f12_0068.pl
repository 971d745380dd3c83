:- use_module(library(lists)).
e0(1,3).
0.7::e1.
0.4::e2(3).
0.1::e2(1).
0.5::e3(1,3).
0.6::e3(3,1).
0.75::e3(2,3).
0.2::e3(3,3); 0.2::e3(2,2).
p00(X) <- e0(X,X), p00(X), findall(V, e3(2,V), L), L = [].
P::p10(Y,X) :- (e0(X,X), e3(X,X), between(1,3,Y), findall(V, e3(X,V), L), L = [], compare(O, X, 3)), P is Y / 4.
P::p10(X,Y) :- (e1, between(1,3,X), between(1,3,Y)), P is X / 4.
P::p10(X,3) <- ((e0(X,Y), e3(X,X), p11(X)) ; (e3(X,Z), e1, p11(3))), P is X / 4.
P::p11(Y) :- (e1, e3(Z,X), e2(Z), between(1,3,Y), call(p00, Y), findall(V, e3(1,V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
P::p11(X) :- (e1, e3(1,X), p00(X)), P is X / 4.
P::p11(Y) :- (e1, e3(Z,X), between(1,3,Y)), P is Y / 4.
query(e3(3,X)).
query(e0(1,Y)).
query(e0(1,1)).
query(p00(X)) :- between(1,2,X).
