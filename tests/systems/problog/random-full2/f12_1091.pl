0.3::e0(3).
e0(2).
e0(1).
0.7::e1(2,3).
0.6::p00(X) :- e0(2), e0(3), p00(Z), between(1,3,X).
P::p00(X) :- (e1(Z,3), between(1,3,X), not e1(1,3)), P is X / 4.
p00(X) :- p00(Y), between(1,3,X).
p10(X,Y) :- p10(1,2), e1(Z,2), between(1,3,X), between(1,3,Y).
p10(Y,Y) <- e1(Y,Z), Y =\= 3.
query(e1(1,Y)).
query(e1(X,1)).
query(p00(X)).
query(p00(X)) :- between(1,2,X).
