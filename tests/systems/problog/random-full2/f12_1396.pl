0.4::e0.
0.5::e1(1).
0.7::e1(3).
0.1::e1(1); 0.2::e1(3); 0.1::e1(2).
P::p00(Y) <- ((Z \== 1, p00(Z), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (e0, e1(Z), between(1,3,Y), W is Y + 2, W < 5)), P is Y / 4.
0.3::p00(Y) :- (p00(Y), e0, call(e1, Y)) ; (p00(Y), p00(Y), p00(Z), Z @< a).
p10 :- Y == 2, e1(Y), p00(3), p00(X).
p20(2) :- p10, p00(X), W is X + 2, W < 5.
p20(X) :- p00(3), between(1,3,X).
query(p10).
query(p10).
query(e1(X)) :- between(1,2,X).
query(\+ p10).
