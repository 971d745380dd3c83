:- use_module(library(lists)).
e0.
e1(1,2).
0.9::e2(3).
p00(3,X) :- p00(1,X), findall(V, e2(V), L), L = [].
p00(X,X) :- (e2(X), e2(3), e2(1), W is X + 2, W < 5, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2) ; (e2(3), between(1,3,X)).
0.75::p00(Y,X) :- Z \== 2, p00(X,Z), between(1,3,Y).
0.3::p10(X,Y) :- e2(Y), p11(X), p00(2,Y), Y @< 2.
0.6::p11(2) :- X == 2, e2(X), e1(X,X).
0.5::p20 :- (p21) ; (p00(Z,Y), T =.. [g, Z], T \== g(0), \+ e1(Y,Y)).
0.4::p20 :- p20.
p20 :- p11(Z), \+ e1(Z,Z).
p21 :- e1(X,X), p20, call(p00, X, 1).
p21 :- e1(Z,Y), e1(Y,Y), e2(X), call(p11, 1), not e1(Z,1).
p21 :- p21, T =.. [g, 1], T \== g(0).
p30(X) <- (p31(Z,1), e2(Z), between(1,3,X)) ; (e0, p11(Z), between(1,3,X), \+ e0, X = X).
p30(X) :- p00(Y,Y), e0, between(1,3,X), W is Y + 3, W < 5, \+ e0.
0.2::p30(Y) :- (p00(X,2), e0, p20, between(1,3,Y), findall(V, e1(X,V), L), length(L, N), N >= 1, findall(V, p00(X,V), L), sort(L, S), length(S, N), N < 2) ; (p30(2), between(1,3,Y), \+ p11(Y)).
p31(Y,Y) :- e2(Z), p11(Y), p11(Z), Z == Z.
query(e0).
evidence(e0, false).
