e0.
0.25::e1(2,3).
0.9::e1(3,1).
0.2::e1(3,3); 0.1::e1(2,2).
p00(2) :- e0, p00(Z).
p00(3) :- e0, p00(Y), e1(3,3), Y = Y, compare(O, Y, 3).
p00(1) :- e0, e1(X,X), e0.
p10(1,Y) :- e1(Y,X), p00(3), X =\= 1, \+ e1(Y,3).
p10(3,Y) :- p00(X), between(1,3,Y), compare(O, Y, 1).
p10(X,Y) :- p11, between(1,3,X), between(1,3,Y), W is X + 3, W < 5, Y @>= 1.
p11 :- (p00(Y), \+ p00(Y), T =.. [g, Y], T \== g(0)) ; (p10(Z,Z)).
p11 :- X \== 3, p00(X), e0, call(p00, X).
query(e1(Y,3)).
query(p10(X,Y)).
query(p00(3)).
