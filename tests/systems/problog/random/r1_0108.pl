0.25::e0.
0.3::e1(1,1).
0.9::e1(3,3).
p00(1,X) :- e1(Z,Y), p00(Y,X), e1(X,Y).
0.3::p00(X,Y) :- (p00(Y,2), e0, e0, between(1,3,X), \+ e0, W is X + 2, W < 5) ; (e1(Z,Y), p00(Y,X), Z < 3, Y \= Z).
p10(1) :- e0, \+ e0.
p10(X) :- p10(Z), between(1,3,X).
query(p00(3,Y)).
query(p10(Y)).
query(e1(3,3)).
