:- use_module(library(lists)).
0.9::e0(1,2).
e0(3,1).
0.3::e0(2,1).
0.4::e1(3,2).
0.8::e2(1).
0.9::e2(2).
0.1::e2(2); 0.3::e2(3).
0.5::p00(Y,X) :- e2(Z), p00(Z,Z), p00(Z,2), between(1,3,X), between(1,3,Y), T =.. [g, Z], T \== g(0), X @=< a.
p00(Y,Y) :- (e1(2,Y), findall(V, e1(Y,V), L), sum_list(L, T), T > 2) ; (p01, p01, between(1,3,Y), W is Y + 3, W < 5, findall(V, e1(Y,V), L), L \= []).
p01 :- (p01, e1(Y,3), e1(X,1), Y == 3) ; (e0(1,Z), e2(2), e2(X)).
0.8::p10(X) :- p00(Y,Z), p10(Z), between(1,3,X), \+ p00(1,X).
0.5::p11 :- (e0(X,X), e0(Z,Y), p11, Z @>= f(1)) ; (e1(X,Z), p10(X), p11, X @>= 1).
0.1::p11 :- e2(3), e1(Y,Z).
p11 :- (p10(X), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2) ; (p11, p10(X)).
P::p20(X,X) :- (p10(Y), p00(2,Y), e0(3,X), W is Y + 1, W < 5), P is X / 4.
0.9::p20(X,Y) :- p11, e2(Y), between(1,3,X), findall(V, e2(V), L), L \= [], Y =\= 3.
query(e1(2,Y)).
query(p01).
query(p11).
query(\+ e0(1,2)).
evidence(p00(2,3), false).
