:- use_module(library(lists)).
0.9::e0.
e1(1).
0.3::e1(1); 0.3::e1(2).
0.7::p00(X) :- p01(Y), p00(1), e1(Y), between(1,3,X).
p01(X) :- (p01(Z), p01(X), e1(Y), Y =:= 3) ; (e1(Z), between(1,3,X), T =.. [g, Z], T \== g(0), not e1(3)).
p10(Y) :- e1(Z), between(1,3,Y), Z = 3.
0.7::p20(X) :- p21(2), p10(X), e0.
p20(Y) <- p01(Y), p01(3), p10(Z), \+ p00(Z).
p20(3) :- e0.
p21(Y) :- (p21(1), between(1,3,Y)) ; (p10(Z), p01(Z), between(1,3,Y)).
P::p21(X) :- (p00(X), p20(X), X >= 1), P is X / 4.
p30(X,3) :- (p01(X), e1(Y), p01(Z), W is Z + 2, W < 5, Z \== X) ; (p20(1), p20(Y), between(1,3,X), compare(O, Y, 1), findall(V, p01(V), L), sum_list(L, T), T > 2).
query(p30(1,3)).
query(p21(1)).
query(e0) :- between(1,2,X).
