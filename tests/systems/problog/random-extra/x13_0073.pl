:- use_module(library(lists)).
e0(3).
0.9::e0(1).
e1.
p00(Y,X) :- e0(X), e1, between(1,3,Y), not e0(3), W is X + 3, W < 5.
p00(2,3) :- e1.
p01(Y) :- (p00(Z,X), p00(Z,X), e0(1), between(1,3,Y), not e0(X), not e0(X)) ; (Z \== 3, e1, e0(Z), between(1,3,Y), Z = 3).
0.8::p01(Y) :- (p00(X,X), between(1,3,Y)) ; (e1, between(1,3,Y)).
p01(Y) :- e1, between(1,3,Y), W is Y + 2, W < 5.
p10(Y,X) <- e1, e1, between(1,3,X), between(1,3,Y), call(e0, X), Y < 2.
P::p10(Y,X) :- ((e1, e0(Y), p00(Y,Y), between(1,3,X), findall(V, p00(X,V), L), L = [], Y @>= 2) ; (p10(Y,X), \+ p01(Y))), P is X / 4.
\+p10(1,X) :- e1, between(1, 3, X).
p20 :- e1, \+ p01(2).
0.2::p20 :- e1, e0(Y).
p21(X,X) :- p01(Z), between(1,3,X), W is Z + 3, W < 5, Z @>= a.
0.6::\+p21(X,1) :- e0(X).
P::p30(Y,Y) :- (p00(Z,Y), p20, e1), P is Y / 4.
P::p30(X,X) :- (p00(Z,X), p31(3,X), p00(Z,Z), subquery(e0(2), Q), Q < 0.33, W is Z + 1, W < 5), P is X / 4.
p30(3,Y) :- p01(1), p30(2,X), p20, between(1,3,Y), subquery(p10(3,2), Q), Q > 0.33.
\+p30(X,Y) :- e0(X), between(1, 3, Y).
p31(1,1) <- e1, p21(Y,1), p30(2,3).
p31(3,1) :- p20, call(p01, 3).
p31(1,Y) :- p30(Y,Z).
query(e1).
query(\+ p00(1,2)).
