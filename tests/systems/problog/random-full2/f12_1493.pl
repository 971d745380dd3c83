:- use_module(library(lists)).
0.3::e0(3,2).
0.4::e0(1,1).
0.5::e1.
0.4::p00(2) :- (p01(3), p00(Z), e0(2,Z)) ; (e1, p00(X), e1, X =:= 1).
P::p00(X) :- (p01(Y), between(1,3,X), not e0(Y,Y), not e0(X,Y)), P is X / 4.
0.7::p00(X) :- (e1, between(1,3,X), \+ e1) ; (p01(Y), e1, between(1,3,X), W is Y + 2, W < 5).
p01(Y) <- e1, e1, p00(Y), not e0(1,2), call(e0, Y, Y).
p01(1) :- e0(3,Y), not e0(3,2), Y =\= 3.
p01(2) :- e1, findall(V, e0(2,V), L), sum_list(L, T), T > 2.
p10 :- (p01(2), p10, e0(Z,X)) ; (p00(1), not p00(3)).
p20(X,Y) <- p10, between(1,3,X), between(1,3,Y), \+ e0(X,X), call(e0, Y, X).
p20(X,Y) :- (p10, p10, between(1,3,X), between(1,3,Y), findall(V, p00(V), L), L \= [], Y = Y) ; (p21(3,Y), p10, between(1,3,X), Y \== X, X =\= 3).
p20(Y,Y) :- Z \== 2, p20(3,2), e0(Z,X), between(1,3,Y), X \= Z.
p21(Y,Y) :- (p21(2,X), p01(Y), X \== X, \+ e0(3,Y)) ; (e1, between(1,3,Y), not e0(Y,Y)).
P::p30(Y,X) :- (p21(Z,Y), p20(3,1), p30(Y,3), between(1,3,X), Y \= X), P is Y / 4.
p30(Y,X) :- p31(Y), p21(Y,1), between(1,3,X).
p31(Y) :- p00(Y), p01(3), p30(Y,Y).
query(p00(1)).
query(p21(2,2)).
query(e1) :- between(1,2,X).
