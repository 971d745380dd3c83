:- use_module(library(lists)).
0.25::e0(2).
0.75::e1.
0.25::e2.
0.25::p00(X,Y) <- e2, p00(1,X), p00(2,X), between(1,3,Y), X \= 2, \+ e0(X).
P::p00(2,Y) :- (p00(Y,X), p00(1,1), call(e0, X)), P is Y / 4.
p00(Y,3) :- (p00(Y,1), e1, W is Y + 3, W < 5) ; (e0(X), e0(2), e1, between(1,3,Y), T =.. [g, Y], T \== g(0), not e0(Y)).
0.25::p10 :- e1.
p10 :- p10, e0(Z), p00(Z,Z), \+ e2, compare(O, Z, 1).
p20(Y) :- p10, between(1,3,Y).
P::p20(Y) :- (p20(3), between(1,3,Y)), P is Y / 4.
P::p20(X) :- (p00(3,Y), e2, p10, between(1,3,X)), P is X / 4.
p21 <- e0(X), e2, e1, findall(V, e0(V), L), L \= [], X >= 2.
query(p21).
query(e1).
query(\+ e1).
