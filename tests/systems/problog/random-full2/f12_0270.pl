:- use_module(library(lists)).
0.9::e0(2,3).
0.4::e0(2,1).
0.75::e0(2,2).
0.1::e0(1,1); 0.2::e0(3,3).
e1(3).
0.1::e1(2).
0.3::e1(1).
0.2::e1(1); 0.3::e1(2).
e2(2).
0.3::e2(1); 0.2::e2(2).
p00(Y,X) :- e0(X,3), p00(X,3), between(1,3,Y), \+ e0(3,Y), findall(V, e2(V), L), length(L, N), N >= 1.
p00(X,Y) :- e0(1,3), p01, between(1,3,X), between(1,3,Y), Y =\= 3, X @< 3.
p00(Y,Y) :- (e1(2), p01, between(1,3,Y), \+ e2(Y), call(e1, Y)) ; (p00(3,X), between(1,3,Y)).
0.2::p01 :- p00(Z,Z), e0(3,Z), p00(Z,1), T =.. [g, Z], T \== g(0).
p01 :- e2(Z), e1(Z), p01, not e1(Z), Z =\= 1.
p01 <- e1(2), e0(Y,1), p01, W is Y + 2, W < 5.
P::p10(X) :- (p01, between(1,3,X), call(e0, X, X)), P is X / 4.
p10(2) :- (e1(Z), e2(3)) ; (p00(Y,X), p01, T =.. [g, X], T \== g(0)).
0.75::p20 :- p10(2), p10(Y), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2.
p20 :- e1(Y), e0(Y,Y), Y \= Y.
p20 :- e1(Y).
p21(X) :- p01, between(1,3,X), \+ p00(X,X).
0.9::p21(X) :- p21(Y), between(1,3,X), W is Y + 3, W < 5.
p21(X) :- e1(3), e2(X), p00(X,X), call(e2, X), X \== X.
p30 :- p20, e2(Y), compare(O, Y, 3).
query(e1(1)).
query(\+ p10(2)).
