:- use_module(library(lists)).
0.4::e0(2,1).
0.2::e0(1,1); 0.2::e0(2,2).
0.2::e2(3).
0.1::e2(1); 0.2::e2(2); 0.3::e2(3).
0.2::e3(3).
P::p00(2,X) :- (e0(2,X), e2(X), p00(Y,2)), P is X / 4.
p00(Y,Y) :- e0(Y,Y).
0.8::p00(1,X) :- p01, e0(Z,3), e1(Z), between(1,3,X).
p01 :- e1(Z), p01, W is Z + 2, W < 5.
p01 :- p01, p01, p00(3,Z), findall(V, e0(Z,V), L), sum_list(L, T), T > 2, \+ e2(2).
p10 :- e1(X), e0(2,X), e1(X), T =.. [g, X], T \== g(0).
p10 :- p00(Y,Z), compare(O, Z, 2), findall(V, e0(Z,V), L), sort(L, S), length(S, N), N < 2.
p10 :- p01, e2(X).
query(p00(X,3)).
query(e1(1)).
query(\+ p10).
