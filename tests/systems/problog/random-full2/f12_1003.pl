:- use_module(library(lists)).
e0(2,2).
0.2::e0(1,3).
e1(3).
0.75::p00 :- (p00, e0(Y,Z), p00) ; (p00, findall(V, e1(V), L), length(L, N), N >= 2).
p10(Y) :- p11(X,2), between(1,3,Y), \+ e0(3,Y).
p11(X,2) <- (Z == 1, p11(Z,1), p11(Z,Y), e0(1,Z), between(1,3,X), Y @=< 1) ; (e1(X), p00, p11(X,1)).
p11(X,1) :- p10(Y), p00, between(1,3,X), \+ e1(Y).
p11(X,1) :- X \== 2, e0(Y,X), \+ e1(Y).
P::p20(Y) :- (p00, between(1,3,Y), \+ p11(Y,Y), \+ p10(2)), P is Y / 4.
p20(3) <- (p11(Y,Y), e1(1), T =.. [g, Y], T \== g(0)) ; (e0(Y,Z), Y =\= 1).
p30 :- (X \== 1, p30, p20(X), p31(2), findall(V, e0(3,V), L), L \= []) ; (p30, p00, p30, findall(V, p10(V), L), L = []).
p31(X) :- p00, p11(Z,3), p31(Z), between(1,3,X), W is Z + 1, W < 5, W is X + 1, W < 5.
query(p20(3)).
query(p20(X)) :- between(1,2,X).
evidence(p11(2,3), true).
