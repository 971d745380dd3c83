:- use_module(library(lists)).
0.4::e0(2).
0.2::e0(3); 0.2::e0(2); 0.1::e0(1).
0.4::e1(3).
0.8::e1(1).
0.75::p00 :- p00, p01, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, findall(V, e1(V), L), sum_list(L, T), T > 2.
p00 :- p00, e0(Y), e1(Y), findall(V, e2(Y,V), L), length(L, N), N >= 2, W is Y + 3, W < 5.
p00 :- (p00, p01, p00, not e2(2,3)) ; (e2(2,Y), p00, T =.. [g, Y], T \== g(0), \+ e0(Y)).
p01 :- (p01, e1(Y)) ; (e0(3), e0(1), p00, call(e2, 1, 2)).
p01 :- (e0(X), p01, T =.. [g, X], T \== g(0)) ; (p01, e1(3), e0(X), compare(O, X, 1)).
p01 :- (p00, e2(Z,Y), p01, findall(V, e1(V), L), L = [], Y == 1) ; (e2(3,Z), e0(Z)).
p10(3,X) :- p11, e0(X), e1(Z), findall(V, e0(V), L), length(L, N), N >= 2, \+ p01.
P::p10(Y,Y) :- (p00, p11, between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
p11 :- e2(Y,2), p10(Y,Y), e1(Y), W is Y + 2, W < 5.
p11 :- p11, p10(Y,Z).
p11 :- (e2(X,3), e2(X,X), e0(X), X \= X, findall(V, e0(V), L), L \= []) ; (p01, p01).
0.6::p20(X,Y) :- e1(Y), e1(Y), between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p30 :- p01, p30, T =.. [g, 1], T \== g(0).
p31(Y) :- p11, between(1,3,Y), T =.. [g, Y], T \== g(0), Y @< 3.
p31(X) :- e2(2,Z), e2(3,Z), between(1,3,X), X \== X, Z == 1.
p31(Y) :- e2(Y,Z), p20(Y,1), p11.
query(p01).
query(p31(X)) :- between(1,2,X).
query(\+ p31(2)).
evidence(e1(1), false).
