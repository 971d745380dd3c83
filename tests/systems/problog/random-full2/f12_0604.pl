:- use_module(library(lists)).
e0.
e1(3,2).
0.4::e1(2,2).
p00(X) :- Y == 1, p00(Y), between(1,3,X), not e1(X,Y).
0.9::p00(3) :- e0, p01, p01.
p01 :- (p00(Z), e0, p00(Z), Z < 1) ; (e1(X,Y), e1(2,Y), p01, Y =\= 2, Y =:= 2).
p01 :- X == 3, X == 2, e1(X,1).
p01 :- e0.
0.3::p10(X) :- p00(X), p01, compare(O, X, 1).
P::p10(Y) :- (p10(Z), p01, between(1,3,Y), findall(V, e1(1,V), L), sum_list(L, T), T > 2), P is Y / 4.
p10(X) :- p01, p01, e0, between(1,3,X), X @=< f(1), X == X.
p11(X) :- X == 3, p00(2), between(1,3,X), \+ e0.
p20 :- p01, p11(Z), p20, findall(V, p00(V), L), sum_list(L, T), T > 2.
p20 :- (p10(Z), p20, p20, Z @>= 1, \+ p10(1)) ; (p01, p01, p01, findall(V, p11(V), L), sort(L, S), length(S, N), N < 2, \+ p01).
p20 :- p01, p21(2), p21(X), X == X, T =.. [g, X], T \== g(0).
P::p21(Y) :- ((Y \== 3, Y == 3, p21(2), p01, between(1,3,Y)) ; (p20, between(1,3,Y), findall(V, p11(V), L), sum_list(L, T), T > 2)), P is Y / 4.
0.1::p21(X) :- e1(1,1), between(1,3,X).
0.5::p21(X) :- p21(Y), p20, between(1,3,X), W is Y + 2, W < 5.
0.1::p30(1) :- (p00(Z), findall(V, p00(V), L), sum_list(L, T), T > 2) ; (p20, not p11(2)).
0.9::p30(1) :- (e1(3,X), e0) ; (p21(Z), Z @>= f(1), Z = Z).
p30(Y) :- e0, between(1,3,Y), W is Y + 3, W < 5.
query(p21(1)).
query(p21(1)).
query(p11(X)).
query(p01) :- between(1,2,X).
query(\+ e1(1,3)).
