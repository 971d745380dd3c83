:- use_module(library(lists)).
e0(1).
0.25::e1(1).
0.2::e1(3); 0.3::e1(1); 0.2::e1(2).
0.5::e2(3,3).
0.1::e2(1,1); 0.1::e2(3,3); 0.1::e2(2,2).
0.7::e3(3).
0.1::e3(3); 0.1::e3(2).
p00(2) :- e0(3), e1(X), e0(X), T =.. [g, X], T \== g(0).
p01(2) :- e1(Z), \+ e3(Z), Z >= 1.
p01(X) :- e3(Y), p00(Y), between(1,3,X), Y \== 1, not e0(2).
0.9::p01(Y) :- p01(2), p01(1), e1(X), between(1,3,Y), findall(V, e2(X,V), L), L = [].
P::p10(Y,Y) :- (e1(Y), e3(2), W is Y + 3, W < 5), P is Y / 4.
p10(Y,Y) :- (p00(Z), p00(Z), p00(Y)) ; (p11(X,Z), e3(Z), p11(3,X), between(1,3,Y), not p00(X)).
p11(Y,Y) :- (e3(X), e2(X,X), between(1,3,Y), \+ p00(Y), call(e1, X)) ; (p11(1,Z), p01(2), between(1,3,Y), Y @=< 1, findall(V, e3(V), L), sort(L, S), length(S, N), N < 2).
p11(X,X) :- e3(1), between(1,3,X).
P::p11(X,Y) <- (e3(X), e3(Y)), P is X / 4.
p20 :- e3(X), X @< f(1), \+ e2(3,1).
query(e0(1)).
query(p00(X)).
query(e1(Y)).
query(\+ p10(1,1)).
evidence(p00(3), true).
