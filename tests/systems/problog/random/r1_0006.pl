0.25::e1(2,2).
0.3::e1(1,1); 0.2::e1(2,2); 0.1::e1(3,3).
0.7::e2(3).
0.1::e3.
p00(X,Y) :- e0(3), e2(Y), e3, between(1,3,X), W is X + 2, W < 5.
p00(X,X) :- e3, e0(Z), e0(1), between(1,3,X), Z \= Z, X < 2.
p10(3,2) :- (p11(3), e1(Y,X)) ; (p00(1,Y), p10(Z,Y), e2(3)).
p10(X,Y) :- e3, between(1,3,X), between(1,3,Y), W is Y + 2, W < 5.
p11(X) :- (e3, e3, e1(Y,3), between(1,3,X)) ; (Y \== 1, p00(Y,2), between(1,3,X), \+ e0(Y)).
p11(X) :- e2(Y), p10(Y,2), e3, between(1,3,X), \+ e0(1), \+ e3.
p11(3) :- e0(Z), Z \== Z.
p20(X,Y) :- p11(2), e2(X), between(1,3,Y), \+ p10(X,Y).
p30 :- p00(Z,X), \+ p00(1,Z).
query(p10(3,Y)).
query(p11(X)).
query(p30).
query(p30) :- between(1,2,X).
