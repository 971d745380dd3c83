0.4::e0(1).
e0(3).
0.6::e1(1).
0.5::e1(3).
0.9::e2(3,1).
0.2::e2(1,1); 0.3::e2(3,3).
P::p00(Y,1) :- (e0(Z), e1(X), between(1,3,Y), not e0(Z)), P is Y / 4.
0.7::p10 :- p10, call(p00, 3, 3).
p10 :- e1(Y), not e0(Y).
p20(Y,Y) :- e2(Y,2), Y = Y, not p00(Y,2).
P::p20(Y,X) :- (e0(X), e0(2), between(1,3,Y), call(e2, X, Y)), P is Y / 4.
p20(X,3) :- e1(X), p10, \+ e2(X,2).
p30(X) :- p00(Y,1), p30(Z), between(1,3,X), T =.. [g, Y], T \== g(0).
query(p10).
query(p10).
query(p10) :- between(1,2,X).
