:- use_module(library(lists)).
0.3::e0(3,3).
0.4::e0(1,1).
0.9::e0(1,3).
e1(2).
0.2::e2(3,2).
e2(2,2).
0.3::e2(1,1); 0.1::e2(2,2); 0.2::e2(3,3).
p00(X) :- (p00(X), p01(X), compare(O, X, 2), X = X) ; (p00(2), p01(X), p01(X)).
p00(Y) :- e0(3,2), between(1,3,Y).
p01(Y) :- e0(2,X), e1(3), between(1,3,Y).
0.2::p01(X) :- e2(Z,Y), between(1,3,X).
p10(Y) :- p00(1), p10(Y), e1(3), findall(V, p00(V), L), sum_list(L, T), T > 2.
p10(X) <- e2(X,2).
p10(X) :- p01(Y), p00(Y), p11, between(1,3,X), compare(O, X, 1), X @< f(1).
p11 :- e1(X).
p20(Y,X) :- p21(X,Y), e0(Z,Y), \+ p10(Y).
P::p20(X,2) :- ((p10(3), between(1,3,X)) ; (e2(3,Z), e2(Z,Z), between(1,3,X))), P is X / 4.
p21(Y,X) :- p01(X), between(1,3,Y).
p21(X,3) :- p21(3,Z), p20(3,Z), e2(2,2), between(1,3,X), Z @>= f(1).
p30(X) <- p21(X,2), p01(X), p21(Z,X), findall(V, p21(Z,V), L), L = [], X = 3.
query(p00(X)).
query(\+ e2(1,3)).
