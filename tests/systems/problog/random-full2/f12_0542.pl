0.4::e0(3).
0.6::e1(2,1).
0.75::e1(1,2).
p00(X) :- p00(2), between(1,3,X), T =.. [g, X], T \== g(0).
p01 :- p01, \+ e1(2,2).
p01 <- p00(3), p00(2).
p10(Y) :- p01, p00(Z), between(1,3,Y).
0.5::p11 :- (p11, e1(3,Z), compare(O, Z, 1), compare(O, Z, 3)) ; (e0(Y), p10(Y), call(e0, 1)).
p11 :- p11, p00(Y), p11.
query(p11).
query(p10(Y)).
evidence(p01, false).
