:- use_module(library(lists)).
0.1::e0.
0.5::e1(3,3).
0.5::e2(2,2).
e2(1,2).
0.4::e2(2,3).
0.1::e2(1,1).
e3(2,1).
0.75::e3(1,2).
P::p00(Y,X) :- (p00(Z,Z), between(1,3,X), between(1,3,Y), T =.. [g, Y], T \== g(0), Y == Z), P is X / 4.
p00(Y,Y) :- e3(2,X), e2(1,X), e1(Z,Z), between(1,3,Y), Z @>= 3.
P::p00(X,Y) <- (e1(Z,Z), e3(Y,Z), p01(Y), between(1,3,X), findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
p01(Y) :- e1(2,Z), p00(Z,Z), e2(2,Z), between(1,3,Y), W is Z + 1, W < 5, findall(V, e1(Y,V), L), sum_list(L, T), T > 2.
0.8::p01(X) :- e2(X,1), e1(Z,X).
p01(X) :- p01(X), e1(X,X), e2(X,X), \+ e3(2,X).
P::p10(Y,X) :- (Y == 3, e2(X,Y), W is Y + 1, W < 5), P is X / 4.
p11 :- p11, findall(V, e2(1,V), L), sort(L, S), length(S, N), N < 2.
p11 :- e0.
query(p01(2)).
query(e1(Y,2)).
query(p11) :- between(1,2,X).
query(\+ p11).
