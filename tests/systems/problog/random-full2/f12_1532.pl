:- use_module(library(lists)).
0.4::e1(3).
0.25::e1(2).
0.3::e1(1); 0.2::e1(3).
p00(X,X) :- e0(1), between(1,3,X).
P::p00(3,Y) :- ((e0(3), between(1,3,Y), Y = 2, Y \== 3) ; (p01(Z,Z), between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, findall(V, e1(V), L), sum_list(L, T), T > 2)), P is Y / 4.
p00(1,X) :- e0(X), \+ e1(X), call(e0, X).
p01(1,X) :- p00(Z,2), e0(Z), e0(Y), between(1,3,X), T =.. [g, Z], T \== g(0), findall(V, e0(V), L), sum_list(L, T), T > 2.
p01(X,X) :- (p01(Y,1), between(1,3,X), Y \== Y) ; (e1(X), p00(X,1)).
p10 :- p00(3,3), p01(Z,1), \+ e1(Z).
0.75::p10 :- p01(X,Z), p11(3).
p10 :- p10, p11(X).
p11(Y) :- e0(X), e1(1), p10, between(1,3,Y), not p01(X,2), call(p00, 3, X).
p11(X) :- p11(Z), between(1,3,X).
query(p11(3)).
query(p00(2,3)).
