:- use_module(library(lists)).
0.6::e0(3).
e0(2).
e1(1,1).
e1(3,3).
0.7::e1(3,1).
0.3::e1(1,1); 0.3::e1(2,2); 0.1::e1(3,3).
P::p00(Y,X) :- (e1(Y,Z), between(1,3,X)), P is Y / 4.
p01(Y) :- p01(Y), p01(3), not e1(3,Y).
p10 :- p10, findall(V, e1(2,V), L), sum_list(L, T), T > 2.
p10 :- p00(Z,X).
p10 :- p10, e0(Z), Z @>= 2, T =.. [g, Z], T \== g(0).
P::p20(X) :- (p21, between(1,3,X)), P is X / 4.
0.8::p20(X) :- p21, e0(X), p01(1), W is X + 2, W < 5, not p00(1,X).
0.7::p20(Y) <- p00(Y,2).
p21 :- p10, p21, p10.
p21 :- p21, e0(X), p10, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
query(e0(3)).
query(e1(1,1)).
query(e1(1,X)).
