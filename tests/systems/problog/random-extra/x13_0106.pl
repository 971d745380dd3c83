:- use_module(library(lists)).
0.4::e0.
e1(1).
0.3::e2(2); 0.2::e2(1).
0.7::e3(3).
0.7::p00(Y) :- e2(Z), p01(Z,Z), between(1,3,Y).
P::p00(Y) :- (e3(2), between(1,3,Y), W is Y + 1, W < 5, W is Y + 3, W < 5), P is Y / 4.
p01(X,Y) :- e2(2), e3(X), between(1,3,Y), W is X + 1, W < 5.
0.2::p01(1,X) :- (e1(Z), between(1,3,X), compare(O, Z, 3)) ; (e2(X), e0, e3(X)).
p10(X) <- p11, p00(X), T =.. [g, X], T \== g(0), W is X + 3, W < 5.
p11 :- e0.
p20(1,Y) :- (e1(Y), p21(Y,Y)) ; (p00(2), p00(2), e0, between(1,3,Y), \+ p10(Y)).
0.6::p20(Y,2) :- p21(Y,Z), e1(X), p10(Y).
P::p21(Y,X) :- (p01(Y,Z), between(1,3,X)), P is X / 4.
p21(X,X) :- p10(Y), e0, between(1,3,X), subquery(e1(1), Q), Q > 0.33, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
P::p21(X,Y) :- ((p10(Y), between(1,3,X), \+ e0, \+ e0) ; (p20(2,2), p20(Z,Y), between(1,3,X), T =.. [g, X], T \== g(0))), P is X / 4.
p30(Y) :- p30(Z), p21(Z,Z), p10(Z), between(1,3,Y), call(p00, Z).
p30(X) :- (p21(X,Y), e2(1)) ; (e2(X)).
p31(X,X) :- (e2(Z), p11, e1(Z), between(1,3,X), Z =\= 3, Z \= Z) ; (p20(3,2), p20(Y,Z), p20(Y,Z), between(1,3,X)).
p31(Y,Y) :- e3(X), e2(2), between(1,3,Y).
p31(X,1) :- p20(1,3), p21(X,Y).
query(e0).
query(p30(2)).
query(\+ p01(2,3)).
