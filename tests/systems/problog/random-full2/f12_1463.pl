:- use_module(library(lists)).
0.3::e0.
0.3::e1(1,2).
p00 :- p01(Y), p01(2), e0, Y == 1, W is Y + 2, W < 5.
p00 :- e0, e0, e1(X,1), \+ e1(1,X), \+ e1(X,1).
p01(Y) <- e0, between(1,3,Y).
p01(Y) :- (e0, e1(Y,Y), p00) ; (e1(Z,Z), e1(X,2), p01(1), between(1,3,Y), X =\= 1, not e1(Y,2)).
p10 :- (p00, p00, e1(Z,Z), \+ p00) ; (p10).
p10 :- p01(3), e0, e1(Z,3), call(e1, Z, 1), Z @=< a.
p10 :- p01(X), p00, p01(X), X @=< 1, \+ e0.
p20(2) :- p21(3), p10, p00.
P::p21(X) :- (p01(Y), e0, p00, between(1,3,X), compare(O, X, 1), T =.. [g, Y], T \== g(0)), P is X / 4.
p21(Y) :- p21(X), e1(1,2), between(1,3,Y), W is X + 2, W < 5, findall(V, e1(1,V), L), sum_list(L, T), T > 2.
query(e0).
query(p21(X)).
query(p01(X)) :- between(1,2,X).
query(\+ e1(3,3)).
