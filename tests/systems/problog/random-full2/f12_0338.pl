:- use_module(library(lists)).
0.75::e0.
0.3::e1(1).
0.1::e1(3); 0.3::e1(1); 0.1::e1(2).
p00(X) :- e1(2), between(1,3,X).
P::p00(X) :- (e0, e1(X), e1(X), X @=< a, X @=< f(1)), P is X / 4.
p00(Y) :- p01, p00(Y), e1(Y), Y \== Y.
p01 :- p00(2), e1(Y), e0, \+ e0, Y == Y.
p01 :- e1(X), p01, e0, T =.. [g, X], T \== g(0), X =\= 1.
p01 :- e1(Z), Z >= 2, Z @=< f(1).
p10 :- p00(X), p00(X), findall(V, p00(V), L), sum_list(L, T), T > 2.
p11 :- p00(3), p10, p01, call(p00, 2).
p11 :- (e1(Z), p00(Z), Z =:= 3, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2) ; (Z == 2, e1(Z), \+ p00(Z)).
p11 :- p00(X), not e1(X), W is X + 3, W < 5.
0.7::p20(2) :- e0, p10, p10, T =.. [g, 1], T \== g(0).
query(p20(3)).
query(p01).
query(p00(2)).
query(p01) :- between(1,2,X).
query(\+ p00(3)).
