:- use_module(library(lists)).
0.25::e0(1).
0.1::e0(2).
0.25::e1.
0.4::e2(3).
0.7::e2(2).
0.3::e3(3).
p00(Y,X) :- p01(Z), e0(3), e1, between(1,3,X), between(1,3,Y), T =.. [g, Y], T \== g(0).
P::p00(X,X) :- (e1, e0(Z), between(1,3,X)), P is X / 4.
p01(3) :- e2(Y), e2(Z), findall(V, e3(V), L), sum_list(L, T), T > 2, Y == Z.
p10(Y,X) :- e0(2), e0(1), between(1,3,X), between(1,3,Y), not e0(X), \+ e0(X).
p10(X,X) :- p10(X,Z), e0(3), p00(Z,Y), findall(V, e3(V), L), sum_list(L, T), T > 2.
p11(Y,X) :- p00(X,X), e3(3), between(1,3,Y), not e3(Y), X \= X.
p20(2,X) :- e3(Z), p20(1,3), between(1,3,X), \+ p10(Z,Z).
p20(X,X) :- p20(X,2), p20(X,2).
p21(Y) :- e1, between(1,3,Y), \+ e2(Y).
P::p21(Y) :- (p20(Y,Z), p20(Z,Y), p01(Z), T =.. [g, Y], T \== g(0)), P is Y / 4.
p21(Y) :- (p20(X,Y), X < 3, \+ p11(3,X)) ; (p00(2,Y), e0(Y), p00(1,Y), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2, \+ p10(Y,Y)).
p30(X) <- e1, between(1,3,X), \+ e3(X), not p00(X,1).
query(e1).
query(e3(X)) :- between(1,2,X).
evidence(p10(3,3), true).
