0.3::e0.
0.6::e1(2).
0.9::e3(1).
0.1::e3(2).
0.2::e3(2); 0.3::e3(3).
p00 :- e3(Y), e1(Y), p01(Y), call(e3, Y).
p01(Y) :- p00, p00, p00, between(1,3,Y).
p01(Y) :- (p01(3), p01(Z), between(1,3,Y), T =.. [g, Z], T \== g(0)) ; (p00, e0, between(1,3,Y), Y \= Y, Y =:= 1).
p01(1) <- e2(Y), e3(Z).
P::p10(Y) :- ((e3(Z), p01(Z), between(1,3,Y), Y = 3) ; (e1(1), p10(Z), between(1,3,Y), Z >= 2)), P is Y / 4.
query(e1(X)).
query(e0).
query(p01(Y)).
evidence(e1(3), false).
