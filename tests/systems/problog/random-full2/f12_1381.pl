0.9::e0.
0.9::e1.
p00(X) :- e1, p00(X), W is X + 3, W < 5, \+ e1.
P::p00(Y) :- (p00(Y), Y \== 2), P is Y / 4.
p01(Y,Y) :- p01(Y,1), \+ e1.
p10(2,Y) :- p10(Y,Z), p10(Y,1), e0, Z =\= 3.
p10(Y,X) :- p01(Y,3), e1, between(1,3,X).
0.7::p10(2,X) :- e1, e0, p10(3,Z), between(1,3,X).
p11 :- p11, T =.. [g, 2], T \== g(0).
p11 :- (p01(Y,Z), T =.. [g, Z], T \== g(0)) ; (e1).
0.3::p11 :- p11, p10(Y,Y), W is Y + 3, W < 5, Y \= Y.
query(p11).
query(\+ p10(3,3)).
evidence(p01(2,1), true).
