:- use_module(library(lists)).
0.3::e0.
p00 <- e0, findall(V, e1(V), L), L \= [].
p00 :- e0, e1(Y), p00.
0.9::p00 :- p00, T =.. [g, 1], T \== g(0).
p10 :- e1(2), p00, e1(Z).
p10 <- p11(Z), e1(2).
0.8::p10 :- p11(Y), p10, W is Y + 2, W < 5.
p11(X) <- e1(1), e1(Y), between(1,3,X).
p11(X) :- p11(2), p11(Y), between(1,3,X), call(e1, X), Y =:= 1.
p11(X) :- (X == 3, p10, e0, p00, between(1,3,X), X @< 1) ; (p10, between(1,3,X), W is X + 3, W < 5).
0.25::p20(X,3) :- e1(Z), p20(Z,Z), e1(1), between(1,3,X).
P::p20(3,X) :- (p21(Y), e1(1), p10, between(1,3,X)), P is X / 4.
0.8::p20(X,Y) :- p10, p10, p11(3), between(1,3,X), between(1,3,Y), \+ p11(X), findall(V, e1(V), L), sum_list(L, T), T > 2.
p21(Y) <- p21(2), p11(Y), Y =:= 2, Y @=< f(1).
p30(X) :- (e0, p31(3,Y), p11(X), X >= 2) ; (p11(Y), between(1,3,X), findall(V, p11(V), L), length(L, N), N >= 2).
p30(X) :- p30(Z), between(1,3,X), not e1(Z), call(e1, 1).
0.5::p30(1) :- p10, \+ e0.
p31(X,Y) :- p21(Z), p11(Z), p11(2), between(1,3,X), between(1,3,Y).
query(p11(Y)).
