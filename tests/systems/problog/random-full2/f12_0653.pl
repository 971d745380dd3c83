:- use_module(library(lists)).
0.6::e0(2,1).
0.25::e0(1,3).
0.7::e0(2,2).
0.9::e0(1,1).
0.2::e0(2,2); 0.1::e0(1,1); 0.1::e0(3,3).
e1(1).
0.2::e1(3); 0.3::e1(1).
0.5::e2(1).
0.5::e2(2).
0.2::e2(3); 0.3::e2(1); 0.2::e2(2).
p00(Y,2) :- p00(X,Z), e1(Y).
p01(X,Y) :- e1(Z), e1(Z), between(1,3,X), between(1,3,Y).
P::p01(Y,Y) :- (e2(Z), e0(1,2), p01(Z,Z), between(1,3,Y), Z == Y, Y \== Z), P is Y / 4.
p10 :- p00(X,2).
0.8::p10 :- (p10, p01(X,Z), W is Z + 1, W < 5, T =.. [g, X], T \== g(0)) ; (e0(Z,Z), p00(3,Z), \+ p01(3,Z), call(e2, Z)).
p11(X) :- p01(X,Y), e1(1), p11(1).
P::p20(Y,Y) <- (p11(X), p20(X,X), e0(3,3), between(1,3,Y), not p00(Y,1), X >= 1), P is Y / 4.
0.2::p20(X,X) :- e2(1), between(1,3,X), findall(V, p01(X,V), L), L \= [].
0.8::p21(X) :- p21(X), p00(3,X).
p21(Y) :- p20(3,Y), p11(2), \+ p10, \+ p10.
0.9::p30(X,X) :- (p30(X,Z), p20(3,1), findall(V, p20(X,V), L), sort(L, S), length(S, N), N < 2, \+ e2(X)) ; (p11(Z), between(1,3,X), X = 3, findall(V, p01(X,V), L), length(L, N), N >= 2).
0.75::p30(1,Y) :- p10, p10, between(1,3,Y), call(e0, Y, 1), W is Y + 1, W < 5.
p31(X,1) :- p00(1,3), between(1,3,X), \+ e0(X,X).
p31(1,Y) :- e0(X,Y), W is X + 1, W < 5, X \== Y.
p31(Y,X) :- p01(X,3), between(1,3,Y), X \== Y.
query(p00(1,3)).
query(\+ e2(2)).
