:- use_module(library(lists)).
e0(3,2).
e0(2,3).
0.3::e0(1,1); 0.1::e0(2,2).
0.4::e1(2).
0.2::e1(2); 0.2::e1(3).
0.4::e2(2).
p00 :- e0(Y,X).
p00 <- p00, call(e1, 3).
p00 :- e1(X), X \== X.
0.1::p01(3) :- e0(Y,Z), e1(1), p01(Y), Z = Y.
p01(1) :- Y \== 2, p01(Y), p00, p00, Y @< 3.
P::p01(Y) :- (e2(X), p00, e2(1), between(1,3,Y), X =\= 1), P is Y / 4.
\+p01(Y) :- e0(Y,3).
p10(Y,X) :- p10(Z,X), p00, between(1,3,Y), Y @=< a.
P::p10(X,Y) :- (p00, between(1,3,X), between(1,3,Y), W is X + 2, W < 5, subquery(e0(2,1), Q), Q > 0.33), P is Y / 4.
0.8::p10(X,X) :- e2(2), between(1,3,X).
p20(Y) :- p10(X,Z), p21(Y), e0(1,3), findall(V, e1(V), L), sum_list(L, T), T > 2, \+ p10(1,Y).
p21(Y) :- p20(Z), p01(Z), p10(Y,2), W is Y + 1, W < 5, Y =:= 1.
0.5::\+p21(Y) :- e0(Y,2).
p30(1) :- p20(Y), p10(3,X), not e1(X), X @< a.
0.2::p31(Y,X) :- p21(X), between(1,3,Y), not p20(Y), subquery(e2(1), Q), Q > 0.33.
query(e0(2,2)).
query(e0(X,1)).
query(\+ p30(2)).
