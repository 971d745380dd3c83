:- use_module(library(lists)).
0.2::e0(3,1).
0.3::e0(3,3); 0.3::e0(2,2).
e1(3,1).
0.6::e1(1,3).
0.9::e1(2,1).
0.9::e2(3,1).
0.25::e2(2,3).
0.1::e2(3,3); 0.2::e2(1,1).
0.75::e3.
P::p00(Y) :- ((e2(2,Z), e3, p00(Z), between(1,3,Y), W is Z + 1, W < 5) ; (e2(X,2), e2(1,2), e1(X,2), between(1,3,Y))), P is Y / 4.
p10 :- p11(X), X \== X, T =.. [g, X], T \== g(0).
p10 :- e2(Z,Z), e1(Z,3), Z < 1, \+ e0(Z,Z).
p11(Y) :- e0(X,1), e1(X,X), e2(X,X), between(1,3,Y), T =.. [g, X], T \== g(0), Y < 3.
0.75::p11(Y) :- p00(Y), e1(Y,Y), e3.
p11(X) :- p10, e1(Y,Z), between(1,3,X).
p20(Y) :- p10, e0(Y,X), p00(X), findall(V, p11(V), L), length(L, N), N >= 1.
query(p00(2)).
query(e3).
query(e2(X,X)).
