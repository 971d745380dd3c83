:- use_module(library(lists)).
0.3::e0(1).
0.3::e0(3).
e0(2).
0.1::e1(3).
0.75::e2.
0.7::e3.
p00(X,Y) :- p00(X,Z), e1(1), e0(1), between(1,3,Y).
p00(X,X) <- p00(X,3), \+ e0(X), X @< a.
p10(X) :- p11(Z), e0(1), p11(Z), between(1,3,X), X == X, \+ e3.
p11(Y) :- e2, e3, between(1,3,Y), Y =\= 3.
P::p11(Y) :- (p10(Y), e0(2), findall(V, e0(V), L), sum_list(L, T), T > 2, Y =:= 3), P is Y / 4.
p11(Y) :- e2, p11(X), between(1,3,Y), call(p00, 3, Y).
p20 :- e1(3), p20, p10(Y), Y = Y.
P::p21(Y,X) :- (p00(Z,Z), p21(Z,Z), p20, between(1,3,X), between(1,3,Y)), P is X / 4.
0.25::p30(X,3) :- e0(Y), e0(Y), between(1,3,X), Y @< 3.
p30(X,Y) :- e2, p11(Z), between(1,3,X), between(1,3,Y), W is X + 3, W < 5, Y < 2.
p30(X,X) :- X \== 3, e3, p21(X,1), T =.. [g, X], T \== g(0).
query(p20).
query(p11(1)).
query(e1(3)).
