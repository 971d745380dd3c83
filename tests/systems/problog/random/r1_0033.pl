0.75::e0.
0.5::e1(3).
0.2::e1(2); 0.2::e1(3); 0.3::e1(1).
0.4::p00(Y) :- e1(Y), p00(Y), \+ e2(Y), W is Y + 1, W < 5.
0.8::p10(X) :- e2(Z), between(1,3,X).
p10(Y) :- (e2(3), p10(1), between(1,3,Y), W is Y + 2, W < 5, \+ e0) ; (e2(3), p10(Z), between(1,3,Y), Y = Z).
p11(Y) :- (p10(Z), p00(Z), between(1,3,Y), Z == Z, \+ p00(Z)) ; (e0, p11(3), between(1,3,Y)).
p20(3) :- p00(Y).
query(e1(Y)).
query(p10(Y)).
evidence(p10(1), false).
