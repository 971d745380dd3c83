:- use_module(library(lists)).
0.9::e1.
p00(3) :- p01(X), not e0(X).
0.8::p00(X) :- p00(X), X =:= 2.
p00(X) :- p00(Y), e1, between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 2, X @< 3.
p01(X) :- (e0(X), e1, \+ e1) ; (e1, p01(X), e0(Z)).
p01(Y) :- Y \== 2, p01(X), between(1,3,Y).
p10(Y) <- Z \== 2, p01(Z), between(1,3,Y).
P::p11(X,1) :- (e1, between(1,3,X)), P is X / 4.
p11(Y,X) :- e1, p11(Y,Y), between(1,3,X), W is Y + 2, W < 5.
query(p10(3)).
query(p01(X)) :- between(1,2,X).
evidence(p00(2), true).
