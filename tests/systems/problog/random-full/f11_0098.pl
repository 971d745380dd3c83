:- use_module(library(lists)).
0.2::e0(2); 0.2::e0(3).
e1(3).
0.5::e1(2).
0.2::e1(2); 0.3::e1(3).
p00 <- e0(Y), p00, e0(Z), findall(V, e0(V), L), sum_list(L, T), T > 2, Z =:= 2.
0.5::p10 :- Y == 2, p11(Y), p00, p11(1), not e0(Y).
p11(Y) :- e1(Z), p00, between(1,3,Y), not e0(Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p11(Y) :- (p10, between(1,3,Y), call(e0, 3), \+ e0(Y)) ; (e0(Z), e1(1), between(1,3,Y)).
0.9::p11(Y) :- e1(Z), between(1,3,Y), not e1(Y).
query(e1(1)).
