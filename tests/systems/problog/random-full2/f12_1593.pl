e0.
0.6::e1.
p00(1,X) :- X \== 1, p00(Z,Z), p00(X,Z), X @< 2.
p00(Y,Y) :- e0, between(1,3,Y).
0.6::p01(Y,X) :- p00(Z,Z), between(1,3,X), between(1,3,Y), Z @>= a.
0.1::p10(X) :- p10(Y), between(1,3,X), T =.. [g, X], T \== g(0).
P::p10(X) :- (p01(Z,1), between(1,3,X), call(p01, X, 2), T =.. [g, X], T \== g(0)), P is X / 4.
P::p10(Y) :- ((p01(X,Y), W is X + 2, W < 5) ; (p00(2,1), p01(X,1), p00(1,X), between(1,3,Y), W is Y + 3, W < 5, Y == Y)), P is Y / 4.
p20 :- e1, e1, e1.
p20 :- e1, p20, p20.
query(p20).
query(p20).
query(p01(2,X)).
query(p20) :- between(1,2,X).
