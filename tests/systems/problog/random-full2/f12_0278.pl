:- use_module(library(lists)).
0.4::e1.
P::p00(Y) :- (e1, p01(Y)), P is Y / 4.
p00(Y) :- (Y == 2, e1, between(1,3,Y)) ; (p01(Y), p01(1), e0(2,3), Y == Y, Y \= 3).
P::p00(Y) :- (p00(3), p01(X), p00(X), between(1,3,Y), findall(V, e0(1,V), L), L = [], X >= 3), P is Y / 4.
P::p01(X) :- (e1, p01(Z), between(1,3,X)), P is X / 4.
p10 :- (p00(2), p01(Z), p10) ; (p01(X)).
P::p20(X) :- ((p20(Z), between(1,3,X), X < 2) ; (p10, p10, p20(X))), P is X / 4.
0.4::p21(Y,X) :- (p00(X), p10, p01(X), between(1,3,Y)) ; (e1, p01(Y), between(1,3,X), Y @>= 2).
p21(2,X) <- p21(X,2), p10, p10.
p21(Y,X) :- p00(X), p10, between(1,3,Y), Y \== Y.
p30 :- p01(X), p30, p01(Y), Y = 3.
p31 :- p20(X), p10, p00(X), findall(V, p21(X,V), L), L = [], not p01(X).
p31 :- (p01(1), T =.. [g, 1], T \== g(0)) ; (e1, e0(2,X), p00(X)).
p31 :- p30.
query(e0(1,Y)).
query(p20(Y)).
query(e0(3,1)).
