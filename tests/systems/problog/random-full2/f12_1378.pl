:- use_module(library(lists)).
0.9::e0(2).
0.2::e0(1).
0.25::e1(3).
0.2::e1(2).
0.6::e2(3).
0.2::e2(2); 0.1::e2(1).
p00 :- (p00) ; (e0(Z), e1(Z), Z @>= f(1)).
p00 :- e2(Y), findall(V, e0(V), L), L = [], T =.. [g, Y], T \== g(0).
p00 :- e1(1).
0.75::p10(1) <- p00, call(e2, 3).
p10(Y) :- (e0(1), e1(Y), findall(V, e1(V), L), length(L, N), N >= 2, Y @=< 2) ; (e0(2), e0(Z), e2(Z), between(1,3,Y), findall(V, e0(V), L), length(L, N), N >= 1, \+ e0(Y)).
p20(1) :- p20(Y), e0(3), T =.. [g, Y], T \== g(0), not e2(1).
p20(X) :- p20(Y), e1(Y), e1(2), between(1,3,X).
0.2::p20(X) :- (e1(X), e0(X)) ; (p10(1), p00, p10(X), findall(V, e0(V), L), L = [], not p10(X)).
query(p10(Y)).
evidence(e2(3), false).
