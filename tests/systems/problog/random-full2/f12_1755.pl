:- use_module(library(lists)).
0.4::e0(1).
0.6::e0(3).
0.2::e0(3); 0.3::e0(2); 0.1::e0(1).
e2(2).
0.4::e2(1).
0.9::e3(1,2).
0.7::e3(2,1).
p00 :- e3(Y,Y).
0.7::p00 :- p01(Z).
p01(X) :- e2(Z), e3(Z,Z), p01(Z), between(1,3,X), T =.. [g, X], T \== g(0).
p01(Y) :- e1(X,Y), p00.
p01(Y) :- p00, p01(Z), between(1,3,Y), findall(V, e3(1,V), L), sort(L, S), length(S, N), N < 2.
p10 <- e2(2), e0(Z).
0.1::p11(X) :- p11(3), p01(X), findall(V, e1(1,V), L), L = [].
p20(Y,1) :- e3(3,Y), e3(Y,Y), not p11(Y).
P::p20(Y,2) :- (p01(Z), e3(2,1), e1(Y,Z), findall(V, e3(Y,V), L), sum_list(L, T), T > 2, \+ e2(Y)), P is Y / 4.
p30 :- e1(Y,2), not p11(Y).
0.7::p30 :- e3(Z,X), findall(V, p11(V), L), sum_list(L, T), T > 2, Z == 3.
p30 :- (p01(X)) ; (e0(Y), p10).
query(p00).
