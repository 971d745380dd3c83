:- use_module(library(lists)).
0.9::e0(1).
0.2::e0(2).
0.5::e1.
p00(Y,X) :- p01(Y,Y), e1, between(1,3,X), T =.. [g, X], T \== g(0).
p01(X,X) :- (e0(Z), e1, p00(Z,2), between(1,3,X), compare(O, X, 2), Z =:= 1) ; (p01(X,Y), e0(X), p00(Z,3)).
p01(2,X) :- p01(Y,1), e0(Y), between(1,3,X), \+ e0(X), X =:= 2.
p01(X,X) :- p01(Z,X), e1, e0(Z), compare(O, Z, 1), Z < 2.
p10(X) :- p10(X), W is X + 3, W < 5.
p10(Y) :- e1, e0(X), between(1,3,Y), X @>= 3, \+ e1.
p11 <- p00(X,Z).
p11 :- p00(Z,1), p00(X,Z), not p00(X,Z), Z =:= 1.
p20(X) :- p20(3), p01(X,Y), findall(V, p01(1,V), L), sum_list(L, T), T > 2, T =.. [g, Y], T \== g(0).
0.8::p21(Y) :- p20(X), p20(X), between(1,3,Y).
p21(Y) :- e0(Y), call(e0, Y), \+ e0(Y).
query(p21(3)).
query(p11).
evidence(p20(2), false).
