:- use_module(library(lists)).
0.4::e0(2,3).
0.4::e0(3,2).
0.25::e0(1,3).
0.8::e1.
0.1::e2(1).
p00 :- (p00, \+ e2(3), not e2(3)) ; (e1).
0.75::p00 :- e2(X), e2(Z), p00, call(e0, X, Z), X \= 1.
p10 :- (e2(X), p00, p00, W is X + 1, W < 5) ; (e1, p00, p11(Z), findall(V, e0(Z,V), L), length(L, N), N >= 2).
p10 :- p11(Y), Y \== Y.
p11(Y) :- e0(X,Z), p00, between(1,3,Y), not e0(X,Y).
p11(X) :- e1, e2(Z), between(1,3,X), findall(V, e2(V), L), L = [].
p11(X) <- e0(Z,Z), e0(Y,Z), between(1,3,X), Z @>= 2.
p20(Y) :- e1, between(1,3,Y).
0.25::p21(1) :- p21(3), e0(Z,X), p21(X), call(e0, 2, Z).
query(p00).
query(p21(Y)).
query(p10).
