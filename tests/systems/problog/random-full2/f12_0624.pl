0.2::e0(2).
0.8::e0(1).
0.2::e0(1); 0.2::e0(3); 0.3::e0(2).
0.4::e1.
p00(1) <- e0(3).
p10(2) :- p00(X), call(e0, 2).
P::p10(Y) :- ((e0(Z), between(1,3,Y)) ; (p10(3), between(1,3,Y))), P is Y / 4.
query(p00(X)).
query(e1).
evidence(e0(1), false).
