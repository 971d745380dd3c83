:- use_module(library(lists)).
0.8::e0.
0.4::e1(2,2).
e1(1,2).
P::p00(Y,Y) :- (p01, p01, p01, between(1,3,Y), Y @< a, findall(V, e1(Y,V), L), L = []), P is Y / 4.
p00(Y,1) :- p00(1,3), e0, e0, between(1,3,Y), subquery(e1(2,1), Q), Q < 0.33.
p01 :- (e0) ; (p01, p01, p01, call(e1, 2, 3)).
p10(X) :- p01, p11(3), p01, between(1,3,X).
\+p10(X) :- e0, between(1, 3, X).
0.8::p11(1) :- (p01, p11(X), p10(Z), X @< f(1)) ; (Z \== 2, p10(Z), \+ p01).
p11(2) <- p11(Z), Z == Z, Z \== Z.
p11(X) :- e1(2,2), p10(X), not p00(X,X).
0.3::\+p11(X) :- e1(X,1).
P::p20(X) :- ((e1(3,Y), e0, p01, between(1,3,X)) ; (e0, between(1,3,X))), P is X / 4.
P::p21(X) <- (p00(1,2), between(1,3,X), call(p00, 3, 1), X \== X), P is X / 4.
p21(Y) :- p01, p10(3), e0, between(1,3,Y), Y @=< f(1).
p21(3) :- p10(Z), p01, \+ p11(Z), not p10(Z).
query(p20(X)).
query(e0).
query(\+ p20(1)).
evidence(p11(3), true).
