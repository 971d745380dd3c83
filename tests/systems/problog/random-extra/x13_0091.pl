:- use_module(library(lists)).
e0(2,2).
0.75::e0(3,2).
e1.
0.1::e2(3,2).
0.1::e2(2,2); 0.1::e2(3,3).
0.3::e3(2,2).
p00(Y) :- p01, p00(3), between(1,3,Y), \+ e3(Y,Y).
p00(X) <- (p00(1), p01, between(1,3,X), X =\= 2) ; (e1, e1, e3(2,Z), between(1,3,X), findall(V, e0(X,V), L), length(L, N), N >= 1, X @< a).
p01 :- p01, p01, p00(1), not e0(3,3).
p01 :- (e1, not e3(1,2)) ; (p00(X)).
p01 :- e0(X,2), e1, p01, X @< a, \+ e1.
0.6::p10 :- p01, not e3(2,2).
p10 :- p01.
p10 :- e2(X,X).
0.9::p20(X,X) :- e0(Y,1), p21(Y), e0(3,1), between(1,3,X), call(e2, 3, X), findall(V, p00(V), L), L = [].
p20(X,Y) :- e1, p21(X), between(1,3,Y), \+ e3(3,X), not e3(Y,Y).
p21(2) <- e1, subquery(e2(1,3), Q), Q > 0.33.
p21(X) :- X == 3, p01, p00(X).
p30 <- (e3(3,2), p21(3), p31(Y,Z), subquery(p21(3), Q), Q > 0.33, compare(O, Z, 2)) ; (p30, e2(3,X)).
p31(X,X) <- e0(Y,1), between(1,3,X).
0.9::p31(X,X) :- e0(X,Z), e1.
query(p01).
query(p30) :- between(1,2,X).
