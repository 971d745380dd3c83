0.6::e0.
0.2::e1(1).
0.2::e1(2); 0.1::e1(1).
p00 :- e0, \+ e0.
0.7::p00 :- e0, T =.. [g, 1], T \== g(0), T =.. [g, 2], T \== g(0).
p01 :- e0, p01, T =.. [g, 1], T \== g(0), T =.. [g, 1], T \== g(0).
p01 :- e1(2), e0, e1(Y).
p01 :- p00, e1(Z), p01, call(e1, Z), Z \== Z.
p10(X,Y) :- e1(3), between(1,3,X), between(1,3,Y).
P::p10(Y,2) :- (e1(Z), e0, between(1,3,Y)), P is Y / 4.
p10(2,2) :- (p01, p11) ; (p01, p01, e1(Z)).
p11 :- (p01, p10(X,Y), T =.. [g, X], T \== g(0), X < 3) ; (p00, p00, \+ p01).
p11 :- e0, e1(X), p10(X,X), W is X + 3, W < 5, T =.. [g, X], T \== g(0).
p20(Y) :- (p21(1,1), p00, e1(2), between(1,3,Y), W is Y + 2, W < 5) ; (p21(Z,Z), p21(2,1), between(1,3,Y)).
P::p20(X) :- ((p00, p11, p21(2,Y), between(1,3,X)) ; (e0, p10(Y,Y), p11, between(1,3,X), T =.. [g, X], T \== g(0))), P is X / 4.
p21(3,Y) :- p20(1), p01, p00, between(1,3,Y).
p21(1,2) :- p10(Z,Z).
p21(Y,X) :- p00, between(1,3,X), between(1,3,Y).
0.25::p30(1) :- p30(2), p11.
p30(X) :- p20(Y), p01, between(1,3,X).
p30(X) :- p20(3), p01, p01, between(1,3,X).
query(e1(X)).
query(e1(1)).
query(p20(X)) :- between(1,2,X).
