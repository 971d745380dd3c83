:- use_module(library(lists)).
0.2::e0(3).
0.9::e1(3,3).
0.2::e1(2,2); 0.1::e1(3,3); 0.1::e1(1,1).
0.4::p00(X) :- e1(Y,Z), e0(Y), e1(Z,X).
p00(Y) :- e1(Y,Z), e0(2).
P::p10(Y) :- ((X == 2, e1(3,Y), e1(X,Y), \+ e1(X,Y)) ; (p11(Z,Z), p10(X), between(1,3,Y), findall(V, e1(3,V), L), L \= [], Y = Z)), P is Y / 4.
0.1::p11(X,Y) <- e1(X,Y), e1(Y,X), e1(Y,Y), W is X + 1, W < 5, T =.. [g, X], T \== g(0).
p11(X,X) :- e0(Y), p10(Y), p00(Z), between(1,3,X).
p11(X,X) :- p11(3,X), p11(X,2), X =\= 1.
p20(Y) :- e0(Y), p10(3), e0(Y).
0.75::p20(Y) :- p00(2), e0(Z), between(1,3,Y).
p21 :- p00(2).
p21 <- p00(Y), p21, p21.
p30(Y) <- p30(Y), Y @>= a, not e1(1,Y).
p30(Y) :- (p20(Y), p10(Z), p10(Z), Z @< 3, not p00(Z)) ; (p21, p21, between(1,3,Y), W is Y + 1, W < 5, call(p11, 3, 3)).
P::p30(Y) <- (p31(3,Z), between(1,3,Y), Y \== 3), P is Y / 4.
p31(Y,Y) :- e0(3), p00(Y), p00(Z).
query(e1(Y,2)).
evidence(e0(1), true).
