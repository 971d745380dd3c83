:- use_module(library(lists)).
0.75::e0(1).
0.2::e0(3).
0.1::e1(2).
0.5::e2.
p00(Y) :- p01(X), between(1,3,Y), Y = 1, \+ e1(1).
0.7::p00(Y) :- e2, e0(2), between(1,3,Y), not e0(Y).
0.75::p00(X) :- X \== 2, p01(2), e1(Z), e1(Z), between(1,3,X), \+ e0(1).
p01(2) :- e0(2), e2, T =.. [g, 3], T \== g(0).
p01(1) :- e0(2).
p01(2) :- p00(2), p01(X).
0.1::p10(Y) :- Y == 3, p00(2), between(1,3,Y).
p10(Y) :- e0(Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
P::p10(X) :- ((e2, e0(X), findall(V, p01(V), L), length(L, N), N >= 2, call(p00, X)) ; (e2, e2, between(1,3,X), \+ p01(X), not e1(X))), P is X / 4.
0.4::p11 <- e1(3), p11.
p11 :- p01(Z), e0(1), p10(Y).
p20(Y) :- p11, between(1,3,Y).
p20(Y) :- p20(2), between(1,3,Y), Y @>= f(1), Y @>= f(1).
0.7::p30(Y) :- p30(2), between(1,3,Y), \+ e0(3).
p30(2) :- (p00(Y), p00(Y), \+ p20(2)) ; (e2, p20(X)).
p30(Y) :- p01(1), between(1,3,Y), T =.. [g, Y], T \== g(0).
query(e1(X)).
query(p10(1)).
query(p10(X)) :- between(1,2,X).
