:- use_module(library(lists)).
0.8::e0.
e1(2,1).
0.8::e1(2,3).
0.2::e1(1,2).
0.25::e2(3,2).
0.6::e2(1,3).
0.9::e2(2,2).
p00(3,Y) :- e1(Z,3), between(1,3,Y).
p00(Y,Y) :- e0, e1(Y,Z), e2(Y,2).
p10(3) :- p00(2,3), e2(X,1).
0.4::p11 :- p00(Y,Z), W is Z + 3, W < 5, findall(V, e2(Y,V), L), sum_list(L, T), T > 2.
p11 :- e0.
p20 <- p11, p11, p00(Y,2), Y @>= 1, T =.. [g, Y], T \== g(0).
p21(Y) :- p11, p10(Z), p21(Y), findall(V, p10(V), L), sum_list(L, T), T > 2, \+ e0.
p21(2) :- p20, p10(Z).
p21(Y) :- p00(Z,2), between(1,3,Y), findall(V, p00(1,V), L), sum_list(L, T), T > 2.
P::p30(X) :- (p10(Z), p21(2), between(1,3,X)), P is X / 4.
0.5::p30(Y) :- p20, between(1,3,Y).
0.6::p30(Y) <- e2(3,Y), p00(Y,Y), p10(Z).
p31(Y) :- p10(Y), p00(2,Z), p20.
P::p31(Y) :- (p11, e1(2,X), between(1,3,Y), X =:= 2, call(e2, Y, 3)), P is Y / 4.
query(p00(2,3)).
evidence(p00(3,2), false).
