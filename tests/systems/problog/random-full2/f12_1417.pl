:- use_module(library(lists)).
0.75::e0(2,3).
0.6::e1(1).
0.3::e1(2); 0.2::e1(1).
p00(Y) :- (p00(3), p00(3), e2(X), between(1,3,Y)) ; (e2(Z), e2(Y), T =.. [g, Y], T \== g(0), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2).
0.9::p00(X) :- p00(X), e2(X), e0(X,X), W is X + 1, W < 5, call(e1, X).
0.4::p00(Y) :- e2(Y), e2(Y), p00(Y), T =.. [g, Y], T \== g(0).
p10(Y) :- p00(1), between(1,3,Y), \+ p00(2).
p10(Y) :- e1(Z), between(1,3,Y), findall(V, e0(Y,V), L), sum_list(L, T), T > 2.
p10(X) :- e2(Z), e0(Z,Z), between(1,3,X).
p20(3) :- p00(Y).
p21 :- p21, p00(3).
p21 :- p21, e1(X), p00(2), X @=< 3, call(p10, X).
query(e0(Y,2)).
query(p10(X)) :- between(1,2,X).
query(\+ p10(2)).
evidence(p10(3), true).
