0.1::e0(1).
0.9::e0(3).
0.25::e1(1,1).
0.6::e1(2,2).
e1(1,2).
P::p00(Y,X) :- (p00(Z,X), between(1,3,Y)), P is X / 4.
p00(X,3) :- p00(X,3), p00(X,Y), p00(1,Y), compare(O, Y, 1), Y @>= 3.
p00(X,Y) :- e1(3,X), e0(3), e0(2), between(1,3,Y), \+ e1(X,Y), X < 3.
0.6::p01(X,Y) :- p00(Z,Z), p00(Z,Z), between(1,3,X), between(1,3,Y).
0.3::p10(2,Y) :- e1(Z,Z), between(1,3,Y), Z @>= 3, \+ e1(Y,Y).
p10(Y,Y) :- (p10(Y,3), T =.. [g, Y], T \== g(0)) ; (p01(Y,Z), p10(2,Z), p01(Z,3), W is Y + 1, W < 5, compare(O, Y, 3)).
P::p10(X,X) :- (p00(Z,X), X < 3, T =.. [g, X], T \== g(0)), P is X / 4.
0.9::p20(X,Y) :- e1(1,2), e0(Y), between(1,3,X).
query(p20(2,2)).
query(e1(X,3)).
query(p20(2,3)).
query(e1(X,X)) :- between(1,2,X).
query(\+ p00(1,3)).
