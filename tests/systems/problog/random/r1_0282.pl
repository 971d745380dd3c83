0.8::e0(2,1).
0.4::e0(3,2).
e0(3,1).
p00(Y,1) :- e1(Z,Y), \+ e0(Y,Z), W is Y + 3, W < 5.
p00(2,Y) :- e0(X,X), e1(X,X), e1(X,X), between(1,3,Y).
p00(X,X) :- e1(Y,3), p00(X,Y), Y \== Y.
0.1::p10(X) :- (e0(Z,Y), p10(Y), between(1,3,X), \+ e0(Y,Y), W is Y + 2, W < 5) ; (e0(Y,X), p00(3,Z), Z \= Z).
p11(3) :- e1(2,Y), p10(Z), p11(Y), Y \= Y, W is Z + 2, W < 5.
p11(Y) :- p10(Z), p11(Z), p00(Y,Z).
0.7::p11(X) :- (e1(Z,X), p10(2), e1(Z,3), X =:= 1) ; (p10(1), p10(X), p11(X)).
query(p00(X,2)).
query(e0(Y,X)).
query(e1(X,X)) :- between(1,2,X).
