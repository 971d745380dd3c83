:- use_module(library(lists)).
0.9::e0.
e1.
e2(2).
0.2::e2(3).
0.3::e2(1); 0.1::e2(3).
e3(1,1).
e3(3,2).
0.7::p00 :- (e2(X), e3(X,3)) ; (e0, T =.. [g, 1], T \== g(0), subquery(e3(3,3), Q), Q < 0.33).
p00 :- e1, call(e2, 1), not e3(3,1).
p10 :- p10, p11(1), p10.
0.7::\+p10 :- e1.
0.7::p11(X) :- p00, p11(Z), between(1,3,X).
p11(X) :- e2(Y), between(1,3,X).
p11(1) <- p00, p11(3).
p20(X,X) :- (Z \== 1, p20(X,Z), p10, \+ e1) ; (p00, between(1,3,X)).
P::p20(1,Y) :- (e3(1,3), between(1,3,Y)), P is Y / 4.
p20(X,X) :- p20(X,Z), X == Z, X =\= 1.
0.75::p30 :- e3(Y,3), findall(V, e2(V), L), L = [], not e3(Y,Y).
p30 :- p31(Y), p30, p20(3,Y).
\+p30 :- e0.
p31(Y) :- (p00, p10, e0, between(1,3,Y)) ; (p31(3), e1, between(1,3,Y), Y @=< a).
0.1::p31(3) :- e2(Y), p31(Y), p11(1), Y @>= 1.
\+p31(X) :- e3(X,2).
query(p10).
query(p30).
query(e0).
query(\+ p10).
