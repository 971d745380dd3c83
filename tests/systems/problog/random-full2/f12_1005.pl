:- use_module(library(lists)).
0.1::e0(1,1).
0.6::e0(2,2).
0.9::e0(2,1).
0.3::e0(2,2); 0.2::e0(1,1).
0.25::e1(1,2).
0.4::e2.
p00(X) :- (p01, e2, between(1,3,X), call(e0, X, X)) ; (e1(Y,Z), e2, between(1,3,X), Z >= 3, \+ e2).
p00(2) :- e2, e0(X,Y).
0.7::p00(Y) :- e1(Z,2), e0(Z,Y).
p01 :- e2, e2, \+ e0(3,2).
0.3::p10(3) <- (p10(Y), p11, p01, \+ e0(Y,Y)) ; (e1(X,Z), not p00(2)).
0.75::p11 :- p01, e2, p01, T =.. [g, 3], T \== g(0), not e0(1,2).
p11 :- p01, e2, p11.
p20(Y) :- p21(3), between(1,3,Y), \+ p10(3).
p20(X) :- p00(Z), p11, between(1,3,X), call(p10, X).
p21(X) :- p10(X), X @>= a.
p30(X) :- (X \== 1, p21(X)) ; (p21(X), e2, X = 3, X \== 2).
P::p30(X) :- (e1(Z,Z), e1(Z,1), p20(Z), between(1,3,X), findall(V, p21(V), L), L \= []), P is X / 4.
p30(Y) :- e2, p30(Z), between(1,3,Y), Z =\= 2.
0.6::p31(X) :- p31(Y), p20(Y), between(1,3,X), findall(V, p10(V), L), length(L, N), N >= 1.
query(p30(3)).
query(p01).
