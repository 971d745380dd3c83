e0(3,3).
0.1::e0(2,2); 0.1::e0(3,3).
0.4::e1(1).
0.4::e1(2).
0.7::e1(3).
0.75::e2(2).
p00(X) :- p00(Y), e2(Y), e1(Y), between(1,3,X).
p10 :- p00(X), X @< f(1).
p10 :- e2(X), call(e1, X), not e1(X).
p10 :- e2(3), e1(Z), compare(O, Z, 2).
p20 :- (p21, p21, T =.. [g, 3], T \== g(0)) ; (p00(Z), e1(Z), e2(3)).
0.2::p21 :- (p10) ; (p00(3), e2(X), p00(X)).
p30(3,3) <- p21, T =.. [g, 2], T \== g(0).
p31(Y) :- (p20, p10, p10, between(1,3,Y), W is Y + 3, W < 5, Y = Y) ; (e2(3), between(1,3,Y), \+ e2(Y)).
p31(X) :- p30(Y,Y), between(1,3,X), Y < 3, Y >= 3.
query(p21).
query(e0(3,X)).
query(e1(Y)).
evidence(p31(3), true).
