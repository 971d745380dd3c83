e0(2,1).
0.75::e0(1,1).
0.6::e1(3).
0.3::e2(1,1); 0.3::e2(3,3).
0.5::e3(3).
p00(X) :- e2(X,2), e3(X), not e0(X,X), X =\= 2.
p00(Y) :- p00(Z), p00(Z), between(1,3,Y), \+ e2(Y,3).
p10(X) :- e1(Y), e2(Z,Y), between(1,3,X), Y @< a.
p20(Y,Y) :- (e1(X), e3(X), between(1,3,Y), W is X + 2, W < 5) ; (Y \== 3, e3(Z), e3(Z), e1(Z), between(1,3,Y)).
p20(2,Y) :- e2(Y,X), e0(1,Y), p10(Y), \+ e3(Y).
query(e2(X,3)).
