:- use_module(library(lists)).
0.1::e0(1).
e0(2).
0.3::e0(3); 0.2::e0(2); 0.3::e0(1).
0.2::e1.
e2(1,2).
0.6::e3(3).
p00(Y) <- Y \== 3, p01(Z,Y), e3(Z), e1.
p01(Y,Y) :- (e1, p00(X), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (e1, e3(2), between(1,3,Y), Y @< 2).
p01(Y,Y) :- (e1, between(1,3,Y), compare(O, Y, 1), not e3(Y)) ; (e0(Y), e1, e3(Y)).
p10(X) :- p01(X,3), p01(3,X), e1.
p10(X) :- e1, e2(Z,Z), between(1,3,X).
p20(1) :- (p00(1), findall(V, e2(1,V), L), L \= []) ; (Y == 3, e0(Y), p10(2), e2(Y,Y), Y @< 3).
0.75::p20(X) :- e0(Z), p21(1,1), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2, findall(V, e2(Z,V), L), sum_list(L, T), T > 2.
P::p21(Y,Y) :- (p20(1), between(1,3,Y), W is Y + 3, W < 5, \+ e1), P is Y / 4.
p21(Y,1) :- p21(3,2), e0(Z), p21(Z,2), between(1,3,Y), Y = Y.
p30(X,Y) :- p20(1), e2(1,2), e0(X), between(1,3,Y).
0.8::p30(X,X) :- e3(X), T =.. [g, X], T \== g(0).
p30(X,Y) :- e3(3), p01(2,X), between(1,3,Y), findall(V, p01(Y,V), L), sort(L, S), length(S, N), N < 2, T =.. [g, X], T \== g(0).
query(e0(2)).
query(p00(X)).
query(p30(X,X)) :- between(1,2,X).
query(\+ p10(1)).
