:- use_module(library(lists)).
e0(2,3).
e0(2,1).
0.3::e1(3).
0.3::e1(2); 0.3::e1(3).
0.7::e2.
p00 :- e2, e1(Z).
p00 :- p00, e0(Y,Y).
p00 :- e2, e1(Y), W is Y + 3, W < 5.
p01(Y) :- (e1(1), e1(3), between(1,3,Y)) ; (e2, between(1,3,Y), \+ e1(1), findall(V, e0(1,V), L), sort(L, S), length(S, N), N < 2).
p01(X) <- e2, p01(X), call(e1, X).
0.75::p10(Y,Y) :- p11(1), between(1,3,Y), W is Y + 3, W < 5.
p10(X,3) :- p00, between(1,3,X), not e0(X,3), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2.
0.75::p10(1,X) :- Z \== 1, e0(Y,Z), p01(Y), p10(Y,1), between(1,3,X), X =:= 1.
p11(X) :- p10(3,Y), e1(Y), between(1,3,X).
p11(Y) :- e2, p01(1), p10(Z,Z), between(1,3,Y).
p11(Y) :- p10(Y,Y), p00, Y \== Y.
p20(Y) <- p00, between(1,3,Y), Y @>= 3.
p20(1) :- (p20(Z), p00, not p01(Z), \+ p01(Z)) ; (p11(1), p10(Y,X)).
0.4::p21(X) :- e2, p21(Y), between(1,3,X), compare(O, X, 3).
p21(Y) :- e0(X,X), p20(2), between(1,3,Y), Y =\= 3.
P::p21(Y) :- (Y \== 3, e2, between(1,3,Y), Y @>= a), P is Y / 4.
p30(X) :- p20(Z), e0(Z,Z), between(1,3,X), not e0(Z,X), X = X.
query(p10(X,2)).
query(p01(X)) :- between(1,2,X).
