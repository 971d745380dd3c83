:- use_module(library(lists)).
0.25::e0(3,3).
0.75::e0(3,2).
0.4::e0(2,2).
e1(1).
0.6::e2.
0.7::e3(3,3).
0.1::e3(2,2); 0.3::e3(1,1).
P::p00(Y) :- ((p01(3,1), p00(Y), p00(2)) ; (Y \== 3, p00(2), between(1,3,Y), findall(V, e0(Y,V), L), length(L, N), N >= 1)), P is Y / 4.
0.2::\+p00(Y) :- e2, between(1, 3, Y).
0.6::p01(1,Y) :- e0(Z,Y), e2, e0(Y,Y).
p01(3,Y) :- Y \== 2, e3(3,X), between(1,3,Y), W is Y + 1, W < 5.
p10(3) :- e1(2), \+ e1(2), subquery(e1(2), Q), Q < 0.33.
0.7::p10(3) :- p10(X), e2, e2, call(e0, X, 3).
P::p11(Y) :- ((e0(Z,Z), between(1,3,Y), Z \== 3, Z >= 1) ; (e2, p10(X), e2, between(1,3,Y))), P is Y / 4.
p11(X) :- (e3(1,Y), between(1,3,X), Y < 3) ; (p11(X), e3(X,Y), p10(1), X \== X, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2).
0.4::p11(Y) :- (p11(Z), p11(3), p10(Z), between(1,3,Y)) ; (e1(2), p00(Y), p00(Z), \+ e2, T =.. [g, Y], T \== g(0)).
p20 :- Y \== 3, e1(Y), p10(Y), T =.. [g, Y], T \== g(0).
p20 :- Y \== 2, p10(1), e0(Y,1), p20, findall(V, e0(Y,V), L), L \= [].
p20 :- (p20, p20) ; (p20, e0(Y,Z), e2).
query(p11(X)).
query(e2).
query(\+ p11(1)).
evidence(e0(1,3), true).
