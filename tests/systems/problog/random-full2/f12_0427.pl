:- use_module(library(lists)).
0.8::e0(2,1).
0.3::e0(1,1); 0.3::e0(3,3); 0.3::e0(2,2).
0.75::e1(2,1).
0.75::e2(2,1).
0.75::e2(2,2).
0.8::e2(2,3).
0.7::p00(Y) :- p00(Y), e0(Y,Y), findall(V, e1(Y,V), L), length(L, N), N >= 1.
P::p00(X) :- (p00(3), between(1,3,X), \+ e1(X,2), findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
p01(X) <- p00(1), e1(X,Z), e1(3,X).
p01(Y) :- p00(Y), e2(Z,X), p00(X), Z @=< 2.
p10(X) :- e1(Z,2), between(1,3,X).
P::p11(Y) :- (p10(3), between(1,3,Y), W is Y + 3, W < 5), P is Y / 4.
p11(Y) :- p01(X), e1(X,X), between(1,3,Y).
0.5::p11(X) :- p11(Y), e1(Y,Y), between(1,3,X), W is Y + 2, W < 5, X =\= 2.
query(p10(Y)).
query(p10(2)).
query(e2(2,X)).
