0.3::e0(1); 0.2::e0(2); 0.1::e0(3).
0.8::e1(2).
0.75::e2(1,3).
0.6::e2(1,2).
e3.
p00(X,Y) :- p01(3), e1(Z), between(1,3,X), between(1,3,Y).
0.7::p00(Y,Y) :- p00(3,X), between(1,3,Y).
p01(3) :- e2(X,Y), e3, e3.
0.9::p01(X) :- e0(Y), e0(Y), e1(Y), between(1,3,X), W is X + 2, W < 5, T =.. [g, Y], T \== g(0).
p10 :- e1(Y), Y =\= 2.
0.75::p10 :- p01(X), e2(2,2).
0.7::p11 :- (p10) ; (e1(Z), e3).
0.2::p11 :- e1(X), p10, e1(2).
0.8::p11 :- (p10, e3, not e0(2), T =.. [g, 2], T \== g(0)) ; (e2(Y,X), e1(1), W is Y + 2, W < 5, T =.. [g, X], T \== g(0)).
p20(X,X) :- p21(3), p11, p20(Z,1), between(1,3,X), call(e2, 2, Z), T =.. [g, X], T \== g(0).
p20(Y,Y) <- e1(X), between(1,3,Y), T =.. [g, X], T \== g(0).
p21(Y) <- p10, e3, between(1,3,Y).
0.8::p21(2) :- p21(X), e3, p21(X), \+ e1(1).
0.2::p30(Y) :- p20(Y,3), e2(Y,Y), not p21(2), \+ p00(Y,Y).
p30(Y) :- (p10, between(1,3,Y), \+ e0(Y), \+ p11) ; (p10, between(1,3,Y), Y = Y).
P::p30(Y) <- ((e3, between(1,3,Y)) ; (p01(X), between(1,3,Y))), P is Y / 4.
query(p20(Y,3)).
query(\+ p20(2,3)).
evidence(p30(2), true).
