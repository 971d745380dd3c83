:- use_module(library(lists)).
0.25::e0(3).
0.75::e1(2,3).
0.1::e1(2,2); 0.3::e1(1,1).
0.5::e2(1,2).
0.4::e2(1,3).
p00(2,X) :- e2(Y,Y), p00(Y,Y), between(1,3,X).
p00(Y,Y) :- e1(X,Y), e0(X).
\+p00(Y,X) :- e1(X,Y).
0.8::p10(X) :- e2(Y,2), e2(Y,Y), p00(1,Z), between(1,3,X).
p10(3) :- e1(2,Y), p10(2).
0.8::\+p10(Y) :- e2(Y,3).
0.5::p20(Y,Y) <- (e1(X,X), p21(X,X), e2(2,2), between(1,3,Y), not e0(Y)) ; (e1(Y,Z), e2(Y,Y)).
0.7::p20(Y,X) :- p10(1), between(1,3,X), between(1,3,Y).
p20(X,Y) :- (e2(Y,Y), p10(X), p00(X,Y), compare(O, Y, 1), findall(V, p00(Y,V), L), sum_list(L, T), T > 2) ; (e2(Z,Y), e0(Y), e1(Z,Z), between(1,3,X), call(p10, X)).
0.9::\+p20(Y,2) :- e0(Y).
p21(Y,Y) <- p20(Y,Y), e2(Y,Y), Y == Y, subquery(e2(3,2), Q), Q > 0.33.
p21(X,3) :- (p20(1,1), between(1,3,X)) ; (e1(Z,1), between(1,3,X)).
query(e0(2)).
query(p21(1,2)).
query(\+ p21(1,3)).
