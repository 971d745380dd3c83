:- use_module(library(lists)).
e0(1).
0.3::e0(2); 0.2::e0(1).
0.4::e1(1,1).
0.3::e1(3,3); 0.3::e1(1,1).
0.5::e2.
e3(1).
0.1::e3(3).
p00(Y) :- e1(Y,Y), e1(Y,Z), T =.. [g, Y], T \== g(0), Z @=< 2.
p00(1) :- p00(X), p01, findall(V, e1(1,V), L), sort(L, S), length(S, N), N < 2.
p01 :- (p00(Y)) ; (e2, call(e0, 3)).
p10(X) :- p00(Y), e2, e3(Y), between(1,3,X), \+ e0(3), call(p00, X).
0.1::p10(1) :- e1(X,Z), e1(Y,Z), p11(Z), Y =\= 2.
p11(X) :- p01, p11(X), not e3(X).
0.3::p20(3) :- e1(Y,Y), W is Y + 2, W < 5, \+ p11(Y).
p20(1) <- e3(X).
p20(X) :- p20(X), e0(X), p20(X), X = X, not p10(3).
p30(Y,Y) :- p11(3), p10(X), p10(X), between(1,3,Y).
p30(Y,Y) <- p00(Y), e3(Z), findall(V, p00(V), L), L = [], findall(V, e3(V), L), sum_list(L, T), T > 2.
p30(X,X) :- e0(X), e3(X), call(p00, X).
query(e2).
query(p00(1)).
query(\+ p10(3)).
