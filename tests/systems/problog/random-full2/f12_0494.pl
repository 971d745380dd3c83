:- use_module(library(lists)).
e0(2,3).
0.8::e1(3,2).
0.3::e1(2,3).
p00 :- e1(Z,X), p01(Y).
p00 :- e1(X,3), X =\= 1.
P::p01(Y) :- (p01(Y)), P is Y / 4.
p10 :- e0(Z,Y), e0(Z,1), W is Y + 1, W < 5.
p10 <- (p11(Y,Z), e0(Y,Y), p10) ; (e0(Z,X), p00, p01(Z)).
p10 :- p00, p01(3), e1(1,Y), \+ e0(Y,Y), findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2.
P::p11(Y,Y) :- (p00, e1(1,2), p01(2), between(1,3,Y), \+ e0(3,Y), call(e1, Y, Y)), P is Y / 4.
p20(2) :- e1(3,3).
p30(Y,Y) :- p01(2), p11(Y,Z), e1(Y,Y), \+ p20(Y).
0.2::p30(Y,Y) :- p01(3), p00, between(1,3,Y).
query(e1(1,1)).
query(p11(Y,1)).
