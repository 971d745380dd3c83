:- use_module(library(lists)).
e0.
e1.
p00(Y) :- (e1, between(1,3,Y), W is Y + 1, W < 5, Y =\= 3) ; (p00(1), p00(X), p00(2), between(1,3,Y), X @>= 3).
p00(Y) :- p00(3), e1, between(1,3,Y).
p10 :- X == 1, p00(X), p10, e0.
p10 :- p10, p11(3), e0, \+ e1.
p10 :- p11(Z), p00(1), e0, Z \== 3, findall(V, p00(V), L), L = [].
0.2::p11(Y) :- p10, e0, between(1,3,Y), Y @>= 1, T =.. [g, Y], T \== g(0).
p11(Y) :- (p10, e0, e0, between(1,3,Y)) ; (e1, p10, between(1,3,Y), not p00(Y)).
p20 :- e0, \+ p00(2), T =.. [g, 1], T \== g(0).
p20 :- p00(2), e1, p11(Z), not p11(3), call(p00, 1).
p21(2) :- p10, e0, e1.
P::p21(Y) :- (p20, between(1,3,Y)), P is Y / 4.
p21(3) :- p21(2).
query(p21(X)).
query(e1).
query(p11(X)) :- between(1,2,X).
query(\+ e0).
evidence(p20, true).
