:- use_module(library(lists)).
0.75::e0(2).
0.6::e1(2,1).
0.8::e2.
p00(1,X) :- p01(Z), between(1,3,X), findall(V, e0(V), L), L \= [].
p01(3) :- e1(3,2), e0(Z), e0(1), not e0(Z).
0.7::p01(X) :- e1(Y,2), between(1,3,X).
0.75::p01(Y) :- p01(Y).
\+p01(3) :- e1(2,1).
p10(1,X) :- (p01(Z), p11(3), e0(3), between(1,3,X), \+ p00(X,Z), W is Z + 3, W < 5) ; (p01(Z), p00(Z,1), e2, between(1,3,X)).
\+p10(X,X) :- e1(X,3).
P::p11(Y) :- (p01(X), p00(X,1), e2, between(1,3,Y), W is Y + 2, W < 5), P is Y / 4.
query(e0(Y)).
query(\+ e2).
evidence(p11(2), false).
