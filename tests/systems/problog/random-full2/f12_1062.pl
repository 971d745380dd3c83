0.8::e0(1,3).
0.3::e0(3,2).
e0(2,2).
0.3::e0(3,3); 0.2::e0(2,2); 0.3::e0(1,1).
0.4::e1(3).
e2(2).
e2(3).
e3.
0.7::p00(X) :- (e1(Y), between(1,3,X), \+ e0(X,X), Y =\= 3) ; (p00(Y), between(1,3,X)).
P::p00(X) <- (e3, e2(Y), e2(Y), between(1,3,X), Y =:= 2), P is X / 4.
P::p00(X) :- (e3, e3, p00(Z), between(1,3,X), X \== Z, W is Z + 1, W < 5), P is X / 4.
p10(Y,3) :- e1(Y), p10(Y,1), \+ e3.
p10(2,Y) :- p00(Z), p10(Y,3), e2(2).
p10(X,Y) :- p00(Z), e0(Z,Z), between(1,3,X), between(1,3,Y).
query(p00(Y)).
query(p10(2,Y)).
query(p10(1,3)).
query(p10(X,X)) :- between(1,2,X).
