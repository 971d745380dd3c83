:- use_module(library(lists)).
e0(1).
0.75::e2(2,1).
0.75::e2(3,2).
e2(3,1).
0.2::e2(2,2); 0.1::e2(3,3).
p00(X,X) :- e1(X), X >= 3.
p00(1,Y) :- e1(Y), findall(V, e1(V), L), L = [].
p01(Y) :- p00(X,Y), p01(Y), e0(2), call(e1, X), findall(V, e2(3,V), L), L = [].
p10(Y,Y) :- p10(Z,X), e0(Z), e0(X), between(1,3,Y), findall(V, e2(1,V), L), sum_list(L, T), T > 2, Y < 1.
p10(X,X) :- p01(Y), e2(Y,Y), p11(Y,1), between(1,3,X).
0.9::p10(Y,X) :- (e1(Z), e1(Z), between(1,3,X), between(1,3,Y), call(e0, Y), Z >= 1) ; (p10(1,Y), p00(Y,Z), between(1,3,X), findall(V, p00(2,V), L), L = [], compare(O, Z, 2)).
p11(X,X) :- e1(1), p10(1,Y), between(1,3,X), \+ e0(X).
p11(1,X) :- p11(Z,2), between(1,3,X), Z @>= f(1).
0.75::p11(X,X) :- e0(Z), e1(3), between(1,3,X).
p20(1,X) :- (p01(X), e2(X,Y), T =.. [g, X], T \== g(0)) ; (e1(Z), e0(3), p00(Z,3), between(1,3,X), X = X, \+ e1(Z)).
p21 :- (p01(3), T =.. [g, 1], T \== g(0)) ; (p11(Z,X), W is Z + 2, W < 5, W is X + 3, W < 5).
p21 :- p00(1,Z).
0.1::p21 :- e0(Y), T =.. [g, Y], T \== g(0).
P::p30(X,X) :- (p01(3), between(1,3,X), findall(V, p11(X,V), L), L = []), P is X / 4.
0.2::p30(Y,Y) :- p21, p10(X,X), between(1,3,Y).
p31(X) :- p10(Y,X), e1(2), p31(1), findall(V, p20(Y,V), L), sort(L, S), length(S, N), N < 2.
0.5::p31(2) :- p20(Z,X), e0(1).
query(p00(3,1)).
query(p01(3)).
query(p21).
query(\+ p31(2)).
evidence(p31(1), true).
