:- use_module(library(lists)).
0.2::e0(2).
0.8::e0(1).
0.3::e0(3); 0.1::e0(1); 0.3::e0(2).
0.75::e1.
0.5::p00 :- e0(2), e2(Z,Z), \+ e2(Z,1).
p00 :- (e1, e1, e0(Y)) ; (e2(2,3), e2(Z,Z), Z < 2, \+ e0(3)).
p00 :- p00, e0(1), findall(V, e0(V), L), sum_list(L, T), T > 2, call(e2, 3, 3).
p10(Y,Y) :- e2(Z,Z), e1, between(1,3,Y).
p11(Y) :- e2(3,3), between(1,3,Y), Y == Y, \+ e1.
0.8::p11(Y) <- (e0(2), e0(3), e1, between(1,3,Y), \+ e0(1), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2) ; (e0(X), between(1,3,Y)).
0.4::p20(Y) :- (p21(Y), Y = 2) ; (p10(Y,Z), p20(Z), T =.. [g, Z], T \== g(0), Y =\= 2).
p21(Y) <- p21(Z), p00, p00, between(1,3,Y), T =.. [g, Z], T \== g(0).
p21(Y) :- e1, p21(Y), findall(V, e2(Y,V), L), L = [], T =.. [g, Y], T \== g(0).
query(p20(Y)).
query(e1).
query(p21(1)).
evidence(e0(3), false).
