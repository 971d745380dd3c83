:- use_module(library(lists)).
0.3::e0(2).
0.7::e0(3).
0.2::e0(2); 0.3::e0(3); 0.3::e0(1).
0.8::e1(2).
0.6::e2(1,3).
0.3::e2(3,3).
0.1::e2(3,1).
0.2::e2(2,2); 0.1::e2(3,3).
e3.
p00 :- e0(Y), p01(Y), e1(3).
p01(X) <- e3, p01(Y), e3, between(1,3,X), X =\= 2.
0.75::p10 :- e3, e0(3), p00, T =.. [g, 2], T \== g(0).
p10 :- (p00, e3) ; (e0(Z), e3, e2(Z,Z), Z = 3, findall(V, e0(V), L), length(L, N), N >= 1).
0.1::p11(X) :- p00, between(1,3,X), T =.. [g, X], T \== g(0).
P::p20(Y) :- (e2(2,Y)), P is Y / 4.
p20(X) :- p01(Z), p20(3), between(1,3,X), findall(V, e1(V), L), sum_list(L, T), T > 2.
p21 :- p11(Z), not e2(Z,1).
p21 :- e0(Y), p01(3), W is Y + 1, W < 5, not p11(Y).
p21 :- p21, p21, p20(2), \+ p10.
p30(Y,Y) :- (e0(2), p01(Z), p21, between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2, findall(V, p11(V), L), length(L, N), N >= 1) ; (Y \== 2, p00, p00, p00, between(1,3,Y)).
query(p30(Y,X)).
query(p11(1)).
evidence(e2(1,2), true).
