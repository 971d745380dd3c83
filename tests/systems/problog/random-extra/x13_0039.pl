0.25::e0(2).
0.5::e1(1,3).
0.75::e1(2,1).
0.2::p00 :- p00, p01, p00.
p00 :- p01, e0(Z).
p01 :- (e0(X), p01) ; (e1(3,Y)).
0.9::p10(1) :- e0(X), p00, p10(X), compare(O, X, 2).
p10(Y) :- p01, between(1,3,Y), Y =:= 2, subquery(e1(3,2), Q), Q < 0.33.
p10(Y) :- p11(Y,Y), Y \== Y, Y \= Y.
\+p10(Y) :- e1(Y,3).
p11(Y,X) :- p11(Y,3), p00, between(1,3,X).
0.4::p11(X,X) :- p10(1), p00, between(1,3,X).
p11(X,X) :- (p01, between(1,3,X), not e0(3)) ; (p11(3,3), between(1,3,X), \+ e0(X), not e0(1)).
p20 :- (p10(1)) ; (e1(Z,Z), e0(Z), p00).
p20 :- p00.
p20 :- e0(Z), p11(2,Z), not e1(3,Z).
query(p00).
query(p00).
query(p00).
query(\+ e1(3,3)).
