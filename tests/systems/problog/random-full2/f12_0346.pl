0.1::e0.
0.8::e1(2,2).
0.4::e1(3,1).
0.3::e1(2,2); 0.1::e1(1,1); 0.3::e1(3,3).
0.3::e2.
0.1::p00(X) :- (e2, between(1,3,X)) ; (e1(Y,X), p00(1), p00(Y), X =:= 2).
P::p01(Y,X) <- (p01(3,2), e0, between(1,3,X), between(1,3,Y)), P is X / 4.
0.8::p01(1,Y) :- e0, between(1,3,Y), \+ e0, T =.. [g, Y], T \== g(0).
P::p10(Y) :- (p10(Z), between(1,3,Y)), P is Y / 4.
0.7::p11(Y) :- p10(3), e0, between(1,3,Y), Y =\= 3.
query(p00(2)).
query(e0) :- between(1,2,X).
