0.3::e0(3).
0.4::e2(1).
0.25::e2(3).
0.75::e3(3).
0.2::e3(1); 0.2::e3(2).
p00(Y) :- (p00(X), between(1,3,Y), Y = X) ; (e0(1), between(1,3,Y)).
p00(Y) :- e1(Z,2), e2(Z), between(1,3,Y), \+ e3(Y).
p00(Y) :- e0(Z), e3(3), e1(1,Z), between(1,3,Y), \+ e3(3).
p10(Y) :- e3(3), e0(2), between(1,3,Y).
p10(X) :- (p00(Y), e0(Y), between(1,3,X)) ; (e3(Z), p11, between(1,3,X)).
0.1::p11 :- p11.
p11 :- e0(Z), p10(Z).
query(e3(1)).
query(p10(3)).
query(e1(X,Y)).
