:- use_module(library(lists)).
e0(1,3).
0.3::e0(2,2); 0.3::e0(3,3); 0.3::e0(1,1).
0.4::e1.
0.1::e2(3).
0.75::p00(Y) :- p00(Z), between(1,3,Y), \+ e1, \+ e2(1).
p00(Y) :- e2(1), e2(Y), e1, Y \= Y.
p00(X) :- e0(X,1), X \== 1.
\+p00(2) :- e1.
p01(X) :- (X == 3, e1, between(1,3,X), T =.. [g, X], T \== g(0)) ; (e1, between(1,3,X)).
0.6::p01(X) :- p01(Y), e0(3,Y), e1, between(1,3,X).
p10 :- e2(X), e0(Z,X).
p10 <- p01(X), p00(X), e1.
p10 :- p11(Y), p11(Y).
p11(Y) :- e1, e0(3,X), e2(X), between(1,3,Y).
0.9::p11(1) :- (p01(Y), p11(Y), W is Y + 1, W < 5) ; (p01(X), e1).
\+p11(3) :- e1.
p20 :- p00(2), p20, e2(1), subquery(p01(1), Q), Q < 0.33.
p21(Y) :- e1, e2(Z), between(1,3,Y).
p21(X) :- p00(X).
p21(2) <- p10.
p30(X) :- p10, between(1,3,X), \+ e0(2,2).
p30(X) <- (e1, between(1,3,X), T =.. [g, X], T \== g(0), compare(O, X, 2)) ; (p20, p20, between(1,3,X)).
p31(Y) :- (p20, e0(1,Z), p21(X), between(1,3,Y), W is X + 2, W < 5, \+ e2(X)) ; (p20, between(1,3,Y)).
0.9::p31(1) :- p31(X), p20, findall(V, p01(V), L), L = [], X @=< 3.
p31(Y) :- e0(Y,2), findall(V, p11(V), L), sum_list(L, T), T > 2, findall(V, p01(V), L), L \= [].
0.2::\+p31(2) :- e1.
query(p21(X)).
query(\+ e0(1,1)).
