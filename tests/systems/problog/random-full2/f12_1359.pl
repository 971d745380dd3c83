:- use_module(library(lists)).
e0(1).
e0(2).
0.6::e1.
e2(1,2).
0.3::e2(3,3); 0.2::e2(2,2); 0.3::e2(1,1).
p00(X) :- p01, p00(Y), between(1,3,X).
p01 :- e1, p01, p00(X).
p01 :- p01.
p01 :- e2(1,X).
P::p10(Y,Y) <- (p11(Z), p11(X), between(1,3,Y), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
p10(2,2) :- (e1, p11(Z), p00(Z)) ; (p01, p11(3)).
0.25::p10(X,Y) :- p00(Y), p00(2), e1, between(1,3,X), call(e0, Y), \+ e1.
p11(Y) :- p00(2), e2(Y,Y).
p11(1) :- (e1, p11(Z), \+ e0(1)) ; (X == 3, e0(X), p10(3,Y), e2(Y,X), \+ e2(Y,X)).
P::p11(Y) :- (p01, e1, between(1,3,Y)), P is Y / 4.
query(p00(1)).
query(p00(X)).
query(e2(Y,X)).
query(e0(X)) :- between(1,2,X).
