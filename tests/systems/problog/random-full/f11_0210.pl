:- use_module(library(lists)).
e0(2).
0.3::e0(3); 0.3::e0(1).
0.9::e1(1).
0.2::e2(1,3).
0.5::e3(2).
0.9::e3(3).
0.3::e3(3); 0.2::e3(2); 0.2::e3(1).
P::p00(Y,Y) <- (e0(Z), between(1,3,Y), not e0(Z)), P is Y / 4.
p01 :- (e3(1), not e2(1,2), findall(V, e2(2,V), L), sum_list(L, T), T > 2) ; (p01, T =.. [g, 3], T \== g(0)).
p01 :- e1(Y), e3(X).
p10 :- p00(1,2), findall(V, e1(V), L), sum_list(L, T), T > 2.
query(p01).
query(e3(X)).
query(p01).
query(e1(X)) :- between(1,2,X).
