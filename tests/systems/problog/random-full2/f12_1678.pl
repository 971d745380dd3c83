0.6::e0(1,2).
0.7::e1(3,3).
0.4::e1(3,2).
0.1::e1(1,1); 0.1::e1(2,2).
p00(X) :- e0(1,Y), p00(Y), between(1,3,X).
p00(Y) :- p00(1), e0(Y,3).
p00(Y) :- p00(Z), between(1,3,Y), call(e1, Z, Z).
p10(X) :- p10(3), e0(Z,X), p00(X), call(p00, X).
p10(X) :- e1(Y,1), between(1,3,X).
p20(2) :- X == 1, X \== 3, p20(X), p20(1), p10(X).
p20(3) :- (e1(Z,Z), \+ p10(Z), Z @< a) ; (p00(X), e1(3,X)).
query(e0(3,1)).
query(e1(Y,X)).
query(p20(X)) :- between(1,2,X).
query(\+ e0(1,1)).
