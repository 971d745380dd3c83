:- use_module(library(lists)).
e0(2,3).
0.3::e0(2,2).
0.4::e1(2).
p00(1) :- (p01(Y,3)) ; (p01(1,Z), e1(Y), Y \== Y, \+ e1(3)).
P::p00(X) :- ((p00(X), p00(3), X @< a) ; (e0(X,Z), p00(2), Z = X)), P is X / 4.
p01(X,1) :- e0(X,Z), p00(X), X \= X, call(e1, 3).
p01(X,Y) :- e1(Y), e1(2), e0(Y,Y), between(1,3,X), compare(O, Y, 2).
p10(X) :- p01(Z,2), e0(2,Z), between(1,3,X).
0.3::p10(3) :- e0(Z,1), e0(Z,Z), e1(Z), \+ e0(3,1).
p10(X) :- e1(Z), p10(Z), e0(1,Z), between(1,3,X), \+ e1(X).
p20 :- e0(Z,Z), p10(Y), not e1(Y), findall(V, e1(V), L), L = [].
p30(X) :- e1(X), p31(3), p00(X).
p30(X) :- (p00(Y), p10(Y), p30(Y), between(1,3,X), call(p01, Y, X)) ; (p30(Y), e0(Y,Z), between(1,3,X), W is X + 1, W < 5).
P::p30(Y) :- (p10(Z), p30(3), between(1,3,Y)), P is Y / 4.
p31(Y) :- p10(Y), compare(O, Y, 1), Y < 2.
0.75::p31(Y) :- p20, e1(X), between(1,3,Y).
query(p20).
query(p00(3)).
query(p01(Y,3)).
