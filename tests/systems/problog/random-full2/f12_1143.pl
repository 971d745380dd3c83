0.75::e0(2).
0.3::e0(3); 0.3::e0(2); 0.1::e0(1).
0.5::e1(3,1).
0.7::e1(2,1).
0.25::e3.
0.7::p00(1) <- e3, e3, e1(2,Y), Y @< 2, T =.. [g, Y], T \== g(0).
P::p00(X) :- (p00(Z), between(1,3,X), call(e1, X, 3)), P is X / 4.
p01(X,X) :- e3, p01(X,3), T =.. [g, X], T \== g(0).
p01(Y,X) :- p00(Y), p00(Y), e3, between(1,3,X).
p01(X,Y) :- (e3, p00(Z), p00(Z), between(1,3,X), between(1,3,Y), \+ e1(Z,Z), Z = 3) ; (p00(Y), e0(Y), between(1,3,X), Y = Y).
0.75::p10(X) :- e1(1,3), p00(Z), between(1,3,X).
p20(Y) :- e0(X), e1(3,X), e2(X), between(1,3,Y).
p30 :- p30.
p31(2) :- p00(Y), e1(Z,2), p20(Z).
p31(X) :- e0(3), p30, p30, between(1,3,X), T =.. [g, X], T \== g(0).
p31(X) :- e0(X).
query(e0(Y)).
