0.75::e0(3).
0.25::e1(2,2).
e1(1,2).
0.2::e1(2,2); 0.1::e1(1,1); 0.3::e1(3,3).
e2(1,1).
p00 :- p01(X,Y), e1(Y,Y).
p00 :- e1(2,Z), e2(Y,Z), compare(O, Y, 3).
p00 :- p01(X,Z).
p01(Y,Y) :- e0(1), between(1,3,Y), W is Y + 3, W < 5.
p10(Y) :- (p00, p00, p00, between(1,3,Y), not e2(Y,2)) ; (p01(X,X), between(1,3,Y), X \= Y).
p11(X) :- (e2(Y,Y), between(1,3,X)) ; (p11(2), between(1,3,X), X \= X, compare(O, X, 1)).
0.2::p11(Y) :- p10(X), e0(X), e0(Z), between(1,3,Y).
p11(3) :- e0(X), p00, T =.. [g, X], T \== g(0), W is X + 1, W < 5.
query(e0(X)).
query(p01(Y,1)).
query(e1(X,Y)).
query(e1(X,X)) :- between(1,2,X).
