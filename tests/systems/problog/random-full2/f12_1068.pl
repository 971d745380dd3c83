0.8::e0(3).
0.1::e0(3); 0.1::e0(2); 0.2::e0(1).
0.2::e1(2,1).
0.2::e1(1,2).
e1(2,3).
0.2::e1(2,2); 0.2::e1(1,1).
p00(X,Y) :- e0(2), e1(1,Z), between(1,3,X), between(1,3,Y).
p00(Y,X) <- X \== 3, e0(Z), p00(Z,Z), between(1,3,X), between(1,3,Y), call(e0, X).
p00(X,X) <- e0(3), between(1,3,X).
0.25::p01(3) :- p00(Z,Z), p00(3,Z), Z @=< f(1), \+ e1(Z,1).
0.6::p01(Y) :- p00(Z,1), e0(Z), between(1,3,Y), W is Z + 3, W < 5.
p01(X) :- p01(Y), e0(Y), between(1,3,X), not e0(X), T =.. [g, X], T \== g(0).
p10 :- p10.
0.7::p20(Y,2) :- p20(Z,Y).
P::p20(Y,Y) :- (e0(3), between(1,3,Y)), P is Y / 4.
p20(X,Y) :- p10, p00(X,X), between(1,3,Y).
p21(Y) <- e0(Y), e0(Z), p01(2).
p30 :- (p10, T =.. [g, 1], T \== g(0)) ; (p30).
query(e0(Y)).
query(p01(2)).
query(e1(1,Y)).
query(e0(X)) :- between(1,2,X).
query(\+ p21(1)).
