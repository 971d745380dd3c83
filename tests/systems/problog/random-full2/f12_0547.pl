:- use_module(library(lists)).
0.6::e0(3,1).
e0(2,1).
0.1::e0(3,3); 0.1::e0(2,2); 0.3::e0(1,1).
0.75::e1(1,1).
e1(1,3).
0.1::e1(1,2).
0.8::e2(3,2).
0.1::e3(2,2); 0.3::e3(1,1); 0.1::e3(3,3).
p00(1) :- e1(Z,2), p00(3).
0.8::p10(X,Y) :- e0(2,Z), p11, p11, between(1,3,X), between(1,3,Y), \+ e3(Y,1).
p10(Y,X) :- p10(Z,2), between(1,3,X), between(1,3,Y), Y @< 1, findall(V, e0(X,V), L), L = [].
0.8::p10(Y,2) :- p00(Y).
p11 <- (e2(3,3)) ; (e3(X,Z), e2(Z,1), e0(Z,X)).
p20(X) :- X == 3, p10(X,3), e0(Y,X), e3(X,X).
0.75::p20(X) :- e0(3,2), between(1,3,X), X @< 1, X @< a.
P::p20(Y) :- ((e0(Y,Z), p11, e1(1,Y), Z >= 3, not p10(2,Z)) ; (X == 3, e0(2,X), between(1,3,Y))), P is Y / 4.
p30(X,X) :- p20(Z), p31(X), e1(2,2), W is Z + 2, W < 5, compare(O, Z, 1).
p30(3,3) :- p10(3,X), e1(Z,X), Z =:= 1.
p30(X,Y) :- p00(Z), p31(2), between(1,3,X), between(1,3,Y), Z < 2.
p31(X) :- (p20(2), p11, between(1,3,X), not e1(X,3), X =\= 2) ; (p00(Z), e1(3,Z), e0(Y,Y), between(1,3,X), findall(V, e2(2,V), L), L \= []).
p31(3) <- p31(X), p00(2), p00(X), \+ p11, X =\= 3.
query(e1(Y,3)).
query(p20(Y)).
