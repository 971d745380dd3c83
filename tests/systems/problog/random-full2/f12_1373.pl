:- use_module(library(lists)).
0.5::e0(2).
0.9::e0(1).
0.3::e0(1); 0.1::e0(3).
0.1::e1.
0.9::p00(3) :- p01(Y), e0(X).
P::p00(X) :- (e0(3), e0(Y), between(1,3,X), compare(O, Y, 2), Y < 3), P is X / 4.
0.9::p01(X) :- p01(Z), between(1,3,X), Z @=< f(1), T =.. [g, X], T \== g(0).
p10(X,Y) :- (p01(Y), p01(Y), p10(Y,Y), between(1,3,X), \+ e1) ; (e1, e0(Y), p00(X), call(p01, Y)).
0.3::p11(1) :- e0(X), p11(3), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
p20(X) <- p11(Z), p00(3), between(1,3,X).
p20(Y) :- p11(X), p00(3), e0(2), between(1,3,Y), call(p01, 3), findall(V, p11(V), L), length(L, N), N >= 1.
0.2::p20(Y) :- p20(1), between(1,3,Y).
query(p11(3)).
query(\+ p01(1)).
evidence(p10(1,1), false).
