:- use_module(library(lists)).
0.2::e0.
0.4::e1.
0.6::p00(Y,X) :- e0, between(1,3,X), between(1,3,Y), \+ e1, X @=< 1.
p00(1,Y) :- e0, e0, between(1,3,Y).
0.6::p10(Y,X) <- e0, between(1,3,X), between(1,3,Y).
p10(Y,1) :- e0, between(1,3,Y).
p11 :- (e1, e0, p10(2,Y), Y @=< a, findall(V, p00(3,V), L), L = []) ; (e1, e0, not p00(3,1), T =.. [g, 2], T \== g(0)).
p11 :- (e0, e1) ; (p00(Z,2), p10(3,Z), e0, \+ e1).
0.25::p20(X) :- e0, p10(3,Z), e1, between(1,3,X).
p20(X) :- p20(Y), e0, p00(X,Y), not p10(Y,Y), call(p00, Y, Y).
0.2::p21(Y) :- e1, p20(Z), between(1,3,Y), Z >= 2.
P::p21(Y) :- (p11, between(1,3,Y), findall(V, p00(Y,V), L), sort(L, S), length(S, N), N < 2, Y @< f(1)), P is Y / 4.
query(p10(2,X)).
query(p11).
evidence(e1, false).
