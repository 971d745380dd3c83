:- use_module(library(lists)).
0.6::e0.
e1(3,1).
0.25::e1(2,1).
0.6::e2(3,3).
e2(1,1).
p00 :- p00, p00, T =.. [g, 1], T \== g(0).
p00 :- p00, p00.
p10 :- (e2(Y,Z), findall(V, e2(Y,V), L), L = []) ; (p11(Z), e0, findall(V, e1(Z,V), L), L = []).
p10 :- e1(Z,Z), not e2(Z,1), Z @=< 2.
p11(X) :- e1(Y,1), e0, between(1,3,X), findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2, W is Y + 2, W < 5.
0.75::p20 :- (p11(Y), e1(Z,Y), Y @=< a, Y =\= 3) ; (p11(Z), call(e2, Z, Z), findall(V, e1(Z,V), L), sum_list(L, T), T > 2).
P::p21(X,Y) :- ((Y \== 1, p21(Y,Z), e0, between(1,3,X)) ; (e0, e1(3,Z), between(1,3,X), between(1,3,Y), X < 3)), P is Y / 4.
p21(Y,X) :- p20, p11(Y), between(1,3,X).
query(p00).
query(\+ p11(1)).
evidence(e2(1,3), false).
