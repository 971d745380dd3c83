0.1::e0.
0.1::e1(1,1).
0.8::e1(2,1).
e1(2,2).
0.3::e2.
p00 :- e1(Y,Z), Z =\= 1, call(e1, 1, Z).
P::p10(2,X) :- (e1(Y,3), e2, between(1,3,X)), P is X / 4.
p10(X,X) :- e2, e0, e2, between(1,3,X), \+ p00, X @>= 2.
0.1::p11(X,Y) :- e2, e0, between(1,3,X), between(1,3,Y), T =.. [g, X], T \== g(0), not e1(3,X).
p11(2,X) :- e1(Z,Z), e0, between(1,3,X).
0.5::p20(X,X) :- p10(Z,3), p11(Z,Z), e2, between(1,3,X), Z @< 2.
p21 :- (e1(X,X)) ; (e0, e1(X,X), p11(2,X), X \= 3, \+ e2).
p21 :- p00, p20(1,Z), p11(Y,3), Y \== Z.
query(p21).
query(p10(2,1)).
evidence(e2, true).
