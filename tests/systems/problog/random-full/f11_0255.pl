:- use_module(library(lists)).
0.7::e0.
p00(Y,X) :- X \== 1, e1(1), between(1,3,X), between(1,3,Y).
p00(Y,Y) :- p00(Z,2), between(1,3,Y), compare(O, Z, 2), call(e1, Y).
P::p00(1,Y) :- (e1(3), p01(Z), e1(Z), between(1,3,Y)), P is Y / 4.
p01(1) :- e0, p00(Y,3), e0.
0.6::p01(1) :- p01(X), p00(X,3), e1(2), compare(O, X, 1).
p01(X) :- (e0, e0, between(1,3,X)) ; (e0, e1(Z), p00(Z,Z), between(1,3,X)).
p10(Y) :- (p01(3), p11(Z,Y), \+ e0) ; (p11(Z,3), p01(Z), p10(2), between(1,3,Y)).
p10(X) :- p11(Y,X), p10(Z), e1(Z), Z @< f(1), findall(V, p00(2,V), L), sum_list(L, T), T > 2.
P::p11(Y,Y) <- (p10(Z), between(1,3,Y), Z @>= a, \+ e0), P is Y / 4.
p20 :- (p20) ; (e1(X), p10(3)).
p30(X,Y) :- p10(Y), p30(Z,Y), p20, between(1,3,X), call(p11, 1, Y).
P::p30(Y,X) :- ((p01(X), p00(X,X), p00(X,X), between(1,3,Y), call(p01, Y)) ; (p01(3), between(1,3,X), between(1,3,Y))), P is Y / 4.
p31 :- (p01(Z), p00(Z,Y), findall(V, p10(V), L), L \= [], \+ p01(Y)) ; (p00(Z,X), not p01(2), X \== Z).
p31 :- (e1(1), p00(3,Z), findall(V, p11(2,V), L), L \= []) ; (p10(Z), e0, p30(2,1), W is Z + 2, W < 5).
p31 :- (p30(3,Y), p00(X,Y), \+ e0) ; (p00(2,3), p30(1,2)).
query(p00(1,Y)).
query(p30(X,X)).
query(p11(Y,3)).
