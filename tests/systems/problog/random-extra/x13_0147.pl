0.5::e0(3).
0.3::e1.
0.3::e2(3).
e3(3).
p00(Y) :- e3(Y), \+ e0(Y), call(e0, 1).
p10(Y,Y) <- e3(3), p10(X,X), between(1,3,Y).
P::p10(3,Y) :- (p00(X), between(1,3,Y)), P is Y / 4.
query(e0(2)).
query(p00(1)).
query(p00(X)) :- between(1,2,X).
