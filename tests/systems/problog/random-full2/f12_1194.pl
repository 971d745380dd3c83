:- use_module(library(lists)).
0.9::e0(2).
0.4::e1(3,1).
0.3::e1(3,3); 0.2::e1(1,1).
0.6::e2(3).
p00(2,3) :- Y \== 3, e1(Z,Y), p01(Y), findall(V, e0(V), L), L \= [].
P::p00(Y,3) :- (p01(Z), e2(Z), p00(1,3), between(1,3,Y), \+ e1(Z,Y)), P is Y / 4.
P::p01(X) :- ((e1(Z,1), between(1,3,X), \+ e1(X,X)) ; (e1(1,3), p00(1,X))), P is X / 4.
p01(1) :- e2(Y), p01(Y), Y == Y.
p01(Y) :- (p01(Z), between(1,3,Y), T =.. [g, Z], T \== g(0)) ; (e1(Z,Z), p00(Z,3), e0(3), between(1,3,Y), compare(O, Z, 2), Y @=< 3).
p10(Y) :- e2(Y).
P::p10(X) :- (e0(Y), e1(Y,X), p10(Y), X \== 2, W is X + 2, W < 5), P is X / 4.
p10(X) :- Y == 3, e2(X), p00(X,X), p00(X,Y), X < 3.
p20(X) :- (e2(3), between(1,3,X)) ; (e1(Y,Z), between(1,3,X), \+ p10(Y), T =.. [g, Y], T \== g(0)).
p21 :- e1(X,X), p10(2), findall(V, p01(V), L), sum_list(L, T), T > 2, W is X + 3, W < 5.
p21 :- (e1(1,X), e1(X,Z), e0(1), W is X + 2, W < 5, X == Z) ; (p20(Z), e0(1), e1(Z,Z), findall(V, e2(V), L), length(L, N), N >= 2, Z \== Z).
p21 :- p00(1,Y), p10(X), compare(O, X, 1), Y < 2.
p30(Y) :- e0(Z), between(1,3,Y).
p30(2) :- p30(Y), e2(3), p20(1).
query(e0(1)).
query(p21).
query(\+ e0(2)).
