:- use_module(library(lists)).
0.8::e1(1,1).
0.75::e1(2,1).
0.7::e2(1).
0.3::e2(2); 0.3::e2(3).
p00 :- e2(X), \+ e1(1,2), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2.
0.75::p00 :- e0(Z,2), e0(3,Z), findall(V, e0(Z,V), L), length(L, N), N >= 1, W is Z + 3, W < 5.
p01 :- e2(Y), findall(V, e1(1,V), L), sort(L, S), length(S, N), N < 2.
p01 :- p01, p01, e0(Z,3).
0.5::p10(Y) :- p01, p10(3), p01, between(1,3,Y).
p10(Y) :- (e1(1,Z), e0(Y,X), e2(1), not e1(Y,1)) ; (e1(Z,Z), e1(Z,Z), p01, between(1,3,Y), \+ e1(3,1), Z == Y).
0.7::p10(X) :- p00, between(1,3,X), call(e0, X, X), \+ p00.
p20(Y,2) :- p01, between(1,3,Y), subquery(e1(2,3), Q), Q > 0.33.
p20(Y,X) :- p20(Z,Z), between(1,3,X), between(1,3,Y).
P::p21(Y,Y) :- (e2(Z), between(1,3,Y), Z @< f(1), call(e0, Z, 1)), P is Y / 4.
p21(X,Y) :- p01, p01, e1(Z,1), between(1,3,X), between(1,3,Y).
0.25::\+p21(1,3) :- e0(1,2).
query(e2(1)).
query(e1(1,3)).
query(e2(1)).
query(\+ p00).
