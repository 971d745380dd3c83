:- use_module(library(lists)).
e0(1,3).
0.1::e0(3,1).
e1(3).
0.25::e1(2).
e1(1).
p00(Y) :- p00(3), p00(2), e0(3,Z), between(1,3,Y), \+ e0(Y,Y).
p10(Y) :- (p11(X), p11(X), between(1,3,Y), X =\= 2) ; (p00(Z), p00(1), e0(Y,1), \+ e1(2)).
p11(Y) :- p11(Y), e1(Y), p11(Y), \+ p00(Y).
p11(2) <- p11(3), p00(X), p00(X), X @< f(1), call(p00, 2).
0.25::p11(1) :- p11(Z), e1(Y), Y >= 2.
p20 :- p20, p11(3), p21.
0.4::p20 <- p20, p00(Z), call(p00, Z).
0.75::p21 :- (p10(Y)) ; (p21, e1(X)).
\+p21 :- e0(2,1).
p30(X,X) :- p11(X), T =.. [g, X], T \== g(0), X < 2.
0.2::p30(Y,X) :- (p11(X), p31(X), between(1,3,Y), findall(V, e0(2,V), L), length(L, N), N >= 1, X \== Y) ; (p10(Y), p21, between(1,3,X), Y \== Y, W is X + 1, W < 5).
0.6::p31(3) :- (p10(X), p10(X)) ; (p20).
0.25::p31(Y) :- p20, between(1,3,Y).
p31(X) :- (p00(X), p30(Y,Z), p21, Z \= Y, Z @< 1) ; (p31(Z), between(1,3,X), X \== Z).
0.6::\+p31(X) :- e1(X).
query(p10(2)).
query(p30(1,1)).
query(p00(X)).
