:- use_module(library(lists)).
e0(3).
0.4::e0(1).
0.1::e1(1,2).
0.4::e1(2,3).
0.9::e1(2,2).
e1(1,1).
0.4::e2(1).
0.2::e2(3); 0.3::e2(1); 0.3::e2(2).
0.6::e3(2).
p00(Y,Y) :- e3(Y), p00(2,Y), e2(Y), Y < 2.
\+p00(1,3) :- e3(3).
P::p10(X) :- (e0(X), e0(3), p10(X), \+ p00(X,1)), P is X / 4.
0.4::p10(X) <- (Y == 1, e2(Y), e2(Y), p00(2,3), between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 2) ; (e2(2), p10(Y), e2(Y), between(1,3,X), subquery(p00(3,3), Q), Q > 0.33).
P::p20(Y) <- (p00(2,Z), between(1,3,Y), Y < 1, findall(V, p10(V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
\+p20(X) :- e3(X).
0.25::p21(X) :- X == 1, p10(3), between(1,3,X), subquery(p00(3,2), Q), Q < 0.33.
0.7::\+p21(1) :- e0(3).
p30(3,Y) :- p30(Z,X), p21(Z), between(1,3,Y).
p30(2,Y) :- e3(X), p10(1), e1(X,3), between(1,3,Y).
p30(Y,3) :- p10(Z), e2(Z), between(1,3,Y), Y = 1.
p31(X) :- p10(Y), between(1,3,X).
\+p31(X) :- e3(X).
query(p30(1,2)).
query(e2(X)).
query(p31(3)).
query(p20(X)) :- between(1,2,X).
query(\+ e2(1)).
