0.5::e0(2).
0.25::e0(1).
e0(3).
0.1::e1.
0.1::e2(1).
p00(1) :- p01(Z), e1, e2(Z), not e0(3).
\+p00(X) :- e0(X).
p01(X) :- e0(X), e1, p00(2), subquery(e2(1), Q), Q > 0.33, X @>= f(1).
p01(Y) :- e0(1), between(1,3,Y).
p01(2) :- e0(3), p01(Z), e2(2), Z @=< 3, compare(O, Z, 2).
p10 :- p00(3), p00(2), subquery(p01(3), Q), Q < 0.33.
p10 :- e1, \+ e0(2), not e0(3).
p20(X) :- e0(Y), p01(1), between(1,3,X), X @< f(1).
\+p20(Y) :- e0(Y).
query(e0(Y)).
query(p20(2)).
query(\+ p10).
evidence(e1, true).
