:- use_module(library(lists)).
0.8::e0(3).
0.4::e1(1).
e1(3).
e2(2,1).
e2(3,3).
0.8::p00(X) :- e1(1), e1(X).
p00(Y) :- e1(2), p00(2), p00(2), between(1,3,Y), call(e2, 2, 3), findall(V, e2(Y,V), L), L \= [].
p10 :- (p10, \+ e1(1)) ; (p10, e2(Y,2), not e1(2)).
0.5::p10 :- e1(Z), W is Z + 3, W < 5.
p10 :- e2(Y,Y), Y @< 3, Y == 1.
p20(X) :- e2(X,3), p21, X >= 1.
p21 :- p00(Z), p00(Z), call(p00, Z).
p21 :- (p10, p10, e0(Y), Y >= 2, Y == Y) ; (p10, p10, p20(2), T =.. [g, 2], T \== g(0)).
p30(X,Y) :- p30(Z,X), between(1,3,Y).
p30(X,Y) :- p30(X,X), between(1,3,Y), findall(V, p00(V), L), L = [].
0.7::p31(2) :- p20(3), p30(Y,Y), p30(2,Y).
P::p31(X) :- (e2(X,X), p00(X), e1(Y), not p20(X)), P is X / 4.
p31(Y) :- p00(Z), p30(Z,Z), between(1,3,Y).
query(p20(3)).
query(p10).
query(e2(X,X)) :- between(1,2,X).
query(\+ p10).
evidence(p21, false).
