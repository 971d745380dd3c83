:- use_module(library(lists)).
0.7::e0.
0.1::e1(1,1).
0.4::e1(3,3).
0.2::e1(2,2); 0.1::e1(1,1); 0.3::e1(3,3).
p00(Y) :- (p00(X), between(1,3,Y)) ; (e0, e2(3), between(1,3,Y), W is Y + 1, W < 5).
p00(2) :- e2(3), e3(Z), e2(Z).
\+p00(Y) :- e2(Y).
p01(Y,X) :- e0, e2(2), e1(Y,2), between(1,3,X), subquery(e1(1,1), Q), Q > 0.33.
P::p01(Y,X) :- ((e3(3), between(1,3,X), between(1,3,Y), findall(V, e1(X,V), L), L = []) ; (e1(Z,3), e0, between(1,3,X), between(1,3,Y), W is Z + 2, W < 5, \+ e3(3))), P is Y / 4.
0.5::\+p01(X,X) :- e3(X).
P::p10(X,X) :- (p10(2,X), e1(X,1), e2(3), call(e2, X), not e3(2)), P is X / 4.
p10(X,X) <- p10(3,Y), p10(Y,Y), between(1,3,X).
0.9::p20(1) :- e2(Z), Z == Z, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
p20(2) :- (p00(X), e2(Z), p21, X < 3) ; (Z == 2, p21, p01(3,Z), \+ e0).
p20(3) :- e3(Y), e1(Y,2).
0.9::\+p20(Y) :- e0, between(1, 3, Y).
p21 :- p20(Y), p21, p21.
p30 :- p21, p00(Z), e2(Z), compare(O, Z, 2), \+ e1(Z,Z).
P::p31(Y,Y) <- ((e3(X), p21, between(1,3,Y)) ; (p10(Y,Z), p20(3), p31(X,X), \+ p00(3))), P is Y / 4.
0.8::p31(Y,Y) :- p01(3,3), e0, between(1,3,Y), \+ p01(Y,Y).
\+p31(Y,Y) :- e2(Y).
query(p30).
query(\+ p21).
