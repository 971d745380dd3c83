0.3::e0(3,3).
0.3::e0(3,3); 0.3::e0(2,2); 0.3::e0(1,1).
e1.
0.25::e2(2,1).
0.1::e2(3,2).
e3(3).
e3(2).
p00(X,Y) :- e3(3), p01(X), between(1,3,Y), X @< 1.
p00(Y,X) :- e1, e2(1,Y), between(1,3,X).
p01(X) :- e2(Z,Y), e1, between(1,3,X), not e0(Z,Y).
p10(Y) :- e1, between(1,3,Y), call(e0, Y, Y), \+ p01(2).
0.4::p10(X) :- (p11(Z), p11(Z), between(1,3,X), Z @>= f(1), X >= 2) ; (p01(Y), e3(Y), e3(Z), between(1,3,X)).
0.75::p11(2) :- e1.
p11(X) :- p10(Y), e3(Y), p01(3), between(1,3,X), compare(O, Y, 2).
0.4::p11(Y) :- e0(Y,2), p01(Y), Y @< f(1).
query(e2(1,Y)).
