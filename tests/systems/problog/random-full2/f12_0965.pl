:- use_module(library(lists)).
e0(2,3).
0.8::e2(2).
0.1::e2(2); 0.3::e2(3).
0.3::e3(3); 0.2::e3(1).
p00(X) :- (e2(Z), e3(Z), between(1,3,X), Z @< 3, \+ e3(1)) ; (e2(2), between(1,3,X), call(e1, X)).
P::p00(X) :- (e0(2,Y), between(1,3,X)), P is X / 4.
p00(Y) :- e3(3), p00(Z), p00(1), between(1,3,Y).
p01 :- e1(3), e0(Z,Z), findall(V, e3(V), L), length(L, N), N >= 2.
0.5::p10(Y) :- (p11(Y), \+ e3(1)) ; (p10(X), between(1,3,Y), T =.. [g, Y], T \== g(0), not e1(Y)).
p11(Y) <- e2(X), between(1,3,Y), X = X, X >= 3.
p20(Y) :- p21(X), e1(2), between(1,3,Y), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2.
p20(Y) :- p11(3), e2(2), between(1,3,Y), not e1(Y).
p20(1) :- p21(Z), e2(Z), p10(X), findall(V, e3(V), L), L = [].
0.25::p21(2) :- p11(1), p00(2).
P::p21(X) :- ((e3(3), e1(X), p01) ; (e1(1), e2(X), p00(3), T =.. [g, X], T \== g(0))), P is X / 4.
p30 :- p01, p11(X), not e2(X).
0.9::p30 :- p11(Y), findall(V, p00(V), L), L = [].
query(p01).
query(e1(1)).
query(p11(X)).
evidence(p20(3), true).
