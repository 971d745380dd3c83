e0(1,1).
0.8::e0(3,1).
e0(2,1).
0.75::e1(1,1).
e2.
0.2::p00(Y,Y) <- (e0(Z,Y), e1(Y,Z), p01(Z,1), \+ e0(Z,2)) ; (e2, e2, between(1,3,Y), call(e1, Y, Y), Y @< f(1)).
p01(X,Y) :- e1(Z,X), e0(Z,2), between(1,3,Y).
p01(Y,X) :- (p01(X,Y), call(e1, Y, Y)) ; (e0(Y,2), e0(X,Y), p01(Z,X), call(e1, X, 2)).
p10 :- e0(2,Z), p00(Z,Y).
p10 :- (p00(Z,Y), e1(X,Y)) ; (p01(X,2), e1(X,Y), call(e0, Y, 3), T =.. [g, Y], T \== g(0)).
p10 :- p00(3,3), p00(X,Z), e0(3,Y), Z == 1, T =.. [g, Z], T \== g(0).
p20(Y) :- p01(X,1), between(1,3,Y), X @< f(1).
p20(1) :- p10, p21, p01(Z,Y).
p20(Y) :- e2, between(1,3,Y).
p21 :- e1(X,Y), e1(X,Y), e1(1,Y).
p21 :- (p01(X,Y), e1(Y,X), X < 1) ; (e1(Z,3), p21, e2, Z \= 2, Z < 3).
query(e1(Y,Y)).
query(e2).
evidence(e0(1,2), true).
