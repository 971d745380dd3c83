:- use_module(library(lists)).
0.75::e0(3).
0.1::e0(1); 0.3::e0(2).
0.5::e1(2).
p00(Y,Y) :- e0(3), e0(X), between(1,3,Y), \+ e0(X).
p01(Y) :- e0(2), e0(Y), p01(Z), T =.. [g, Z], T \== g(0), findall(V, e1(V), L), L = [].
p10 :- e1(3), call(e0, 1), T =.. [g, 2], T \== g(0).
p10 :- p00(X,Y), e0(3), e0(3).
P::p20(X) :- (p01(Y), p00(1,Y), between(1,3,X), not p01(1)), P is X / 4.
p20(X) :- (p10, between(1,3,X), X =:= 3) ; (p01(2), between(1,3,X), findall(V, e1(V), L), sum_list(L, T), T > 2).
p21(X) :- p21(Z), e0(Z), e1(Z), between(1,3,X), \+ p00(Z,X).
p21(Y) :- p00(Z,Y), p00(3,Z), p00(2,3), Y @>= a.
query(e0(1)).
query(p00(X,X)) :- between(1,2,X).
evidence(p00(3,1), false).
