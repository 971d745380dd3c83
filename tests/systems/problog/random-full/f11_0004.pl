0.8::e0(1).
e0(3).
0.8::e1.
0.3::e2.
e3(1).
0.2::e3(1); 0.3::e3(2).
p00(Y,X) :- e0(Z), p01(Z), between(1,3,X), between(1,3,Y).
p01(X) :- (p00(Y,2), between(1,3,X)) ; (e1, e0(Z), p00(Z,Z), between(1,3,X)).
0.4::p01(X) :- e1, p00(Y,Y), p00(Y,3), between(1,3,X).
p10(Y) :- e3(X), e3(X), between(1,3,Y).
p10(Y) :- e3(Y), e3(1), e1, compare(O, Y, 2), Y @=< a.
p10(Y) :- p00(X,2), between(1,3,Y), call(e3, X).
p11(Y) :- p01(Y), Y =:= 3, \+ e2.
p11(Y) :- e2, between(1,3,Y), \+ e3(1).
p11(Y) :- e3(Z), p01(Z), between(1,3,Y).
query(p01(Y)).
query(p00(X,3)).
