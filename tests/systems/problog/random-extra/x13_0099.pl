:- use_module(library(lists)).
0.25::e1(3,3).
0.3::e1(1,2).
0.3::e1(1,1); 0.1::e1(2,2).
0.4::e2.
P::p00(Y) :- (e0(Z,2), e2, between(1,3,Y), \+ e2), P is Y / 4.
p00(X) :- e1(X,Z), p00(Y), findall(V, e0(Y,V), L), L = [], Z \= X.
p00(3) :- e2, p00(1), e1(X,Y), \+ e2, W is X + 3, W < 5.
p01(Y) :- e2, between(1,3,Y).
0.9::p01(2) :- e2, e2, e0(Y,Y).
p10(Y,3) :- (e1(Z,3), between(1,3,Y)) ; (e1(3,Y), e0(X,Y), X @>= a, Y \== X).
0.75::\+p10(1,Y) :- e2, between(1, 3, Y).
p20(Y) :- e0(Z,Y), p01(2), p10(Z,Z).
0.25::p21 :- (e2, e2, subquery(p10(2,2), Q), Q > 0.33, \+ p01(1)) ; (e0(X,Y), p20(Z), e1(Y,2), call(p00, 1), findall(V, e0(3,V), L), L = []).
0.2::p21 :- (p20(Z), e2) ; (e2, p00(Z), Z @< 1, compare(O, Z, 2)).
query(e1(X,3)).
query(p01(2)).
query(p20(X)).
query(\+ p21).
