:- use_module(library(lists)).
0.25::e0(1).
0.2::e0(2); 0.3::e0(1).
0.9::e1(3,3).
e2.
0.2::e3(3); 0.3::e3(1); 0.3::e3(2).
p00 :- e3(Z), e0(Z).
p10(X) :- p00, between(1,3,X), X =:= 1, X @=< a.
p10(2) <- (e3(Z), p11(Z), p11(Z), W is Z + 1, W < 5, call(e3, Z)) ; (e1(Z,X), e0(Y), e1(Z,3), call(e0, X), call(e0, X)).
p10(3) :- (p00, T =.. [g, 3], T \== g(0)) ; (e2).
p11(X) :- e0(Z), e0(Y), between(1,3,X), findall(V, e1(Y,V), L), sum_list(L, T), T > 2, \+ e2.
query(p00).
query(p10(1)).
evidence(p10(3), false).
