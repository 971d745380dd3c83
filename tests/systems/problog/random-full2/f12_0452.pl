:- use_module(library(lists)).
e0(3).
0.2::e0(2).
0.7::e1(3,3).
0.2::p00(X,X) :- e0(Y), p00(Y,1), between(1,3,X), \+ e0(Y), \+ e0(X).
p10(Y) :- p00(Y,Y), e0(Y), \+ e0(2), \+ e1(Y,Y).
p10(X) :- (p00(Y,X), e0(X), findall(V, e0(V), L), length(L, N), N >= 1, \+ e0(X)) ; (p10(Z), between(1,3,X), Z < 3).
0.8::p10(X) :- p11(3,X), \+ p00(X,X).
P::p11(X,X) :- ((e1(X,X), e0(X), T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0)) ; (e0(Y), p00(1,3), between(1,3,X), call(p00, X, Y), X \== Y)), P is X / 4.
p11(X,Y) :- e0(1), p10(Y), p11(Y,Y), between(1,3,X).
p20 <- (p00(Y,Y)) ; (e0(Y), W is Y + 3, W < 5, not p00(Y,1)).
p20 <- p00(Z,Z), e1(Z,1).
0.25::p20 :- p11(Y,X), p11(3,X).
p21(1) :- X \== 2, e1(Y,X), p11(X,Y).
0.7::p30(X) :- p21(3), between(1,3,X).
P::p30(Y) :- (p31(1,Z), p11(1,Y), p20, \+ p21(Z), not e0(Y)), P is Y / 4.
P::p31(Y,X) :- (p30(1), e0(X), p10(X), between(1,3,Y), findall(V, p00(Y,V), L), length(L, N), N >= 2), P is X / 4.
p31(Y,Y) :- p00(Y,Y), e1(Z,Y).
query(p10(2)).
query(p10(X)).
