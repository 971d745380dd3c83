0.6::e0.
e1(2,1).
0.2::e1(3,3); 0.2::e1(1,1).
e2(2).
0.4::e3.
p00 :- e1(X,1), e1(X,1), e0, call(e1, X, 3).
p10(X,Y) :- p10(X,Y), e0, W is X + 1, W < 5, X >= 3.
0.9::p10(Y,Y) :- e0, e0, between(1,3,Y), Y >= 2, Y =\= 1.
p10(X,2) :- (e1(1,2), e1(2,3), p11, between(1,3,X)) ; (e3, between(1,3,X)).
0.1::p11 :- p00.
p20(Y) :- (e1(X,X), between(1,3,Y)) ; (e3, e0, p11, between(1,3,Y), Y = Y, Y @=< 1).
P::p20(X) :- (e3, e0, p00, between(1,3,X), \+ e3, X =:= 1), P is X / 4.
0.8::p21 :- e2(1), p10(X,X).
p21 :- e0, p00, T =.. [g, 3], T \== g(0).
query(e2(Y)).
query(e1(Y,Y)).
query(p11).
