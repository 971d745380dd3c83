:- use_module(library(lists)).
0.3::e0(1).
0.1::e0(3).
0.2::e0(3); 0.3::e0(2); 0.3::e0(1).
0.25::e1(2,1).
0.4::e1(1,2).
0.8::e1(1,1).
0.25::e1(1,3).
0.3::e1(3,3); 0.1::e1(1,1).
0.25::e2.
0.1::e3(1).
0.5::e3(3).
0.2::e3(3); 0.3::e3(1).
0.3::p00(Y) :- p00(X), e2, between(1,3,Y).
p01(X) :- p00(Z), e3(2), e1(1,3), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2.
p10(1) :- (e2) ; (p10(2), p11(3,Z), \+ p00(Z)).
p10(1) :- e1(Y,Y), e0(Y).
p10(Y) :- p01(Y), p11(Y,X), p10(X), T =.. [g, Y], T \== g(0).
p11(Y,3) :- p00(Z), between(1,3,Y), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2.
p11(Y,Y) :- p01(Z), p01(Y).
p20(X,X) :- p00(Z), between(1,3,X).
p20(X,X) :- e2, p10(2), between(1,3,X), not p10(X).
0.3::p20(Y,Y) :- (e0(2), p00(X), between(1,3,Y), not p10(X)) ; (p01(Y), p20(Y,Y), e3(Y)).
0.1::p30(2) :- e0(Z), p00(3), p01(Z).
query(p30(1)).
query(e3(Y)).
query(e3(X)).
