:- use_module(library(lists)).
0.75::e0.
0.1::e1(3,3); 0.3::e1(2,2); 0.1::e1(1,1).
0.8::e2(2).
0.2::e2(1); 0.2::e2(2); 0.2::e2(3).
p00(Y) :- p00(X), e1(X,X), between(1,3,Y).
P::p00(X) :- ((e2(X)) ; (Z == 1, p01(Z,2), e0, e2(Z), between(1,3,X), \+ e0)), P is X / 4.
0.9::p01(1,X) :- p00(X), e1(1,X), e0, \+ e2(X), findall(V, e1(X,V), L), L = [].
p01(1,Y) :- e1(1,Y), p00(Y), e1(Z,Z).
p10(X) :- e0, between(1,3,X), \+ p00(3), X @=< a.
p10(X) :- e0, between(1,3,X), X >= 2, X \= 3.
p20 :- e0.
p30 :- p31(1,X), e1(X,X).
p30 :- (e1(Z,Y), p30) ; (p00(Y), p00(Z), p30, Y < 2).
p31(Y,X) <- p30, p31(Y,X), e2(Y).
0.1::p31(X,2) :- p01(Y,Y), p31(1,1), between(1,3,X), X =:= 1, W is Y + 2, W < 5.
query(e1(Y,X)).
query(p01(Y,2)).
