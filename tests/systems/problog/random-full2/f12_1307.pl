:- use_module(library(lists)).
0.4::e0(2,1).
0.1::e0(1,1); 0.2::e0(2,2).
0.1::e1(2).
0.3::e1(1); 0.3::e1(3).
0.8::e2.
p00(2,Y) :- e2, e0(Y,1), p01(Z), call(e0, Y, Y), not e0(Y,1).
P::p01(X) :- (e2, p01(Y), p00(1,1), between(1,3,X)), P is X / 4.
p01(X) :- p01(X), e1(X), X @=< 3.
0.8::p01(X) :- (p00(Z,3), p01(Z), e1(Z), between(1,3,X), X == Z) ; (e0(Y,Z), p00(1,2), e2, between(1,3,X), \+ e2, findall(V, e1(V), L), sum_list(L, T), T > 2).
p10 :- p00(X,X), p00(1,3), X = X, compare(O, X, 1).
p10 <- p11(X), compare(O, X, 2).
p10 :- p00(X,Y), p01(X), p00(Y,Z), T =.. [g, Y], T \== g(0), \+ p00(Y,1).
p11(Y) :- p00(Y,X), p01(1), e0(1,Y), Y @=< f(1), not e1(X).
p11(Y) :- p11(1), between(1,3,Y), compare(O, Y, 3).
p11(Y) :- p11(Y), p00(2,Y), e1(Y), findall(V, p00(Y,V), L), length(L, N), N >= 2.
p20 :- p20, p11(3), \+ p10.
p21(Y,X) :- e1(3), between(1,3,X), between(1,3,Y).
query(p01(X)).
query(p20).
