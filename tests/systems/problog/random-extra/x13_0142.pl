:- use_module(library(lists)).
0.3::e0(3).
0.4::e0(2).
0.3::e1(1).
p00(X,X) :- p01, e1(Y), between(1,3,X), subquery(e1(1), Q), Q < 0.33.
0.8::p00(X,Y) :- (p00(1,Y), p00(Y,1), e1(2), between(1,3,X), W is Y + 1, W < 5) ; (p01, p01, between(1,3,X), between(1,3,Y)).
p00(X,X) :- (X \== 3, e0(Z), between(1,3,X), findall(V, e1(V), L), L = []) ; (Z \== 2, p00(X,Y), e1(Z), subquery(e0(3), Q), Q > 0.33).
p01 :- p00(Z,X), p00(X,Z), e0(Z), compare(O, Z, 3).
P::p10(Y) :- (e1(Y), p01, e1(X), W is X + 2, W < 5, \+ e1(X)), P is Y / 4.
p10(X) :- p01, p01, p01, between(1,3,X), X \== 2.
0.25::p10(Y) :- (p00(X,Y), e0(X), p01) ; (e1(Z), between(1,3,Y)).
p20(X,Y) :- p01, between(1,3,X), between(1,3,Y).
p20(X,X) :- p10(Z), p00(Z,3), between(1,3,X), findall(V, p10(V), L), sum_list(L, T), T > 2.
p21(Y) :- p00(Z,1), between(1,3,Y).
p21(Y) :- p00(Z,Y), p21(Z), not e0(Y), not e1(Z).
p30(X) :- (p31(2), between(1,3,X), call(p20, X, X), \+ p21(X)) ; (p31(Z), p10(Z), between(1,3,X), Z \= X).
p30(Y) :- p01, between(1,3,Y), \+ p21(3).
P::p30(X) :- ((p21(Y), p10(3), between(1,3,X), T =.. [g, Y], T \== g(0)) ; (p10(1), between(1,3,X), \+ e1(X), X =:= 3)), P is X / 4.
p31(Y) :- p30(Y).
p31(Y) :- p01, p10(Y).
p31(Y) <- p10(Z), e0(Z), p21(Z), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2.
query(e1(Y)).
query(e0(2)).
query(p00(3,X)).
query(p01) :- between(1,2,X).
query(\+ p20(2,1)).
evidence(p10(3), false).
