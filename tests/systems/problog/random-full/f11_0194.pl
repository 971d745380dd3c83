:- use_module(library(lists)).
0.2::e0(1,1); 0.2::e0(2,2); 0.3::e0(3,3).
e1(3,1).
p00(Y,1) :- (e0(Y,1), e1(Z,X), e0(Y,Z), T =.. [g, Y], T \== g(0), X >= 1) ; (X \== 3, e0(1,Y), e1(X,Y), findall(V, e1(X,V), L), length(L, N), N >= 1).
p10(Y,Y) :- e1(Z,1), p10(Z,Z), p00(Z,Z), between(1,3,Y).
0.8::p10(X,2) :- p11(Z), p11(Z), between(1,3,X).
p10(X,X) <- X == 1, p10(X,1), e0(X,X), X =\= 1.
p11(X) :- p11(1), p00(Y,3), e1(X,Y).
p11(1) :- (e0(Z,X), X @< f(1), call(e1, 2, Z)) ; (e1(Z,1)).
0.9::p11(Y) :- p11(Y), p00(Y,Y), p10(Z,3), findall(V, e1(Z,V), L), L = [], Z @< 2.
p20(X) :- p11(3), between(1,3,X), W is X + 1, W < 5.
p21 :- e0(Z,X), p21, p21.
query(p20(3)).
query(\+ p21).
