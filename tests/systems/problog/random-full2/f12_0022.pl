:- use_module(library(lists)).
0.25::e0.
0.3::e1(3,3); 0.1::e1(1,1).
0.75::e2(1,2).
e2(2,3).
0.75::e2(2,2).
p00(X) <- e0, p01(X), compare(O, X, 1), X @=< f(1).
P::p00(Y) :- (p00(Z), e3(1), e3(X), between(1,3,Y)), P is Y / 4.
p01(Y) :- e1(Y,X), e3(X), p00(Y).
0.6::p01(Y) :- e1(1,X), e2(Y,Y), X =:= 2.
p10 :- p00(Y), findall(V, p01(V), L), length(L, N), N >= 2, Y >= 3.
0.9::p10 :- Z == 1, e3(Z), W is Z + 1, W < 5.
p20 <- p00(X), e0, e0.
p20 :- p20, e0, e0, call(e2, 1, 1).
p20 :- e2(X,Z).
p21(X,Y) :- p10, e0, between(1,3,X), between(1,3,Y), X @< f(1), W is X + 1, W < 5.
p21(1,Y) :- p21(3,X), e0, between(1,3,Y), Y >= 1.
P::p21(X,Y) :- (e2(Y,X), e0, e0, not p00(Y), W is X + 2, W < 5), P is X / 4.
p30 :- e3(X), T =.. [g, X], T \== g(0).
query(p01(1)).
