:- use_module(library(lists)).
0.2::e0(3,3).
0.2::e1(1,2).
0.6::e2(3,3).
0.2::e2(3,1).
0.3::e3(2).
0.2::e3(3); 0.3::e3(1).
p00(2) :- e3(Y), e1(Y,Y), Y = Y.
P::p00(Y) :- (e3(Z), e1(Z,Y)), P is Y / 4.
0.75::p00(X) :- p00(2), between(1,3,X), call(e0, X, X).
p01 :- p00(X), e3(X), e3(2).
p01 :- e3(Z).
p01 <- (e2(Z,2), e0(Y,Z), Z @=< 1) ; (e3(Z), e2(2,Y), findall(V, e2(Y,V), L), L = [], not e1(Y,Z)).
p10(X) :- p00(Y), between(1,3,X), findall(V, e0(X,V), L), L = [], Y = X.
p20(X) :- (p10(Y), between(1,3,X), not e3(Y)) ; (p01, between(1,3,X), findall(V, p10(V), L), L = []).
p21(X) :- p00(2), between(1,3,X), W is X + 2, W < 5, X @=< f(1).
P::p21(X) :- (e1(Y,Z), e3(Z), between(1,3,X), Z @=< 3, \+ p00(X)), P is X / 4.
p30 :- p10(2), e0(Z,Z), e0(Z,Z), \+ p21(Z).
p30 :- p31(X,3), W is X + 1, W < 5, \+ p20(3).
p31(X,Y) :- p20(Z), p21(X), between(1,3,Y), X @>= 3, findall(V, p20(V), L), L = [].
query(p21(3)).
query(p31(3,1)).
query(e3(Y)).
query(p00(X)) :- between(1,2,X).
query(\+ p00(1)).
evidence(p01, true).
