:- use_module(library(lists)).
0.2::e0(2,2).
0.2::e0(1,1).
0.2::e0(3,3).
0.3::e0(2,2); 0.3::e0(3,3); 0.1::e0(1,1).
0.6::e1(2).
0.8::e2(1,1).
e2(3,3).
p00(X) :- p00(X), p01(X,Z), Z @< 2, W is Z + 2, W < 5.
p00(Y) :- p01(X,Y), e1(1), p01(Y,Y), X =\= 3.
p01(Y,X) :- e2(1,Z), p01(3,Z), between(1,3,X), between(1,3,Y).
p10 :- (p10, call(e1, 2), findall(V, e0(1,V), L), length(L, N), N >= 1) ; (p10).
p10 :- p01(X,Y), p10, p01(X,X), findall(V, e2(1,V), L), sum_list(L, T), T > 2, T =.. [g, X], T \== g(0).
p11(Y,Y) :- p11(X,X), between(1,3,Y), not e1(1).
p20 :- e0(1,1), p01(Z,Z), e0(2,Y), not p01(Y,Z).
p20 :- e2(Y,Z), T =.. [g, Z], T \== g(0).
p20 :- e2(Z,X), p10, X \= Z, not e1(Z).
0.3::p21(Y) :- p10, p10, between(1,3,Y).
query(p20).
query(p00(3)).
query(e1(X)).
evidence(p20, false).
