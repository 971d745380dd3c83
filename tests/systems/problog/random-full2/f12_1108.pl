:- use_module(library(lists)).
e0(1).
0.8::e0(3).
0.1::e0(3); 0.3::e0(2); 0.2::e0(1).
0.3::e1(3).
0.5::e1(2).
0.1::e1(3); 0.2::e1(2); 0.1::e1(1).
0.75::e2(3,1).
0.3::e2(3,3).
0.4::e2(1,2).
0.2::e2(2,2); 0.3::e2(3,3).
0.5::p00(X) :- (p01(Z), p00(2), e2(1,Z), between(1,3,X), call(e2, 3, 3)) ; (p01(X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2).
P::p00(Y) :- (e2(Z,3), p01(1), e0(Z), between(1,3,Y), \+ e0(Y), findall(V, e1(V), L), length(L, N), N >= 2), P is Y / 4.
p00(Y) :- e1(2), e1(X), e0(3), between(1,3,Y).
p01(X) <- p00(Y), between(1,3,X), call(e2, 1, X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p01(Y) <- e1(Z), e0(1), e1(3), between(1,3,Y), findall(V, e2(Y,V), L), L = [], compare(O, Z, 2).
0.6::p01(X) :- p01(3), between(1,3,X), X @< f(1).
p10(Y) :- e1(2), between(1,3,Y).
query(p00(2)).
query(p01(Y)).
