e0(2).
e1.
0.6::e2(3).
0.1::e2(3); 0.3::e2(2).
0.6::e3(2,1).
0.25::e3(3,1).
e3(3,2).
p00(X,Y) :- p01(2), between(1,3,X), between(1,3,Y), Y = 1, \+ e1.
P::p00(1,Y) :- (e0(2), p01(2), e0(3), between(1,3,Y), not e2(Y)), P is Y / 4.
p01(X) :- Z \== 2, e2(Y), p00(Z,Y), e0(Z), between(1,3,X), W is X + 2, W < 5.
p01(Y) :- p01(X), between(1,3,Y), X >= 2.
p10(Y,Y) :- p01(Y), e0(3), call(e0, 2).
0.6::p10(X,1) :- e2(Z), between(1,3,X), Z \= Z, X < 2.
p10(Y,Y) :- p00(X,Y).
query(p00(Y,3)).
query(e0(1)).
evidence(e1, true).
