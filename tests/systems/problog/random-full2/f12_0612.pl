0.1::e0(1,1).
0.3::e1(1,3).
p00(Y) :- (p00(Z), between(1,3,Y), Z @< 2) ; (Y == 1, e0(3,3), e1(Z,Y), e1(Y,2)).
p10(Y,3) :- (e0(X,Y), p00(X), p10(2,X)) ; (p00(1), between(1,3,Y), T =.. [g, Y], T \== g(0), \+ e1(3,Y)).
p10(Y,3) :- (e0(Y,Y), e0(Y,Y), compare(O, Y, 2)) ; (e1(X,Z), e1(X,1), e0(3,Z), between(1,3,Y), Y =\= 2).
query(p10(2,Y)).
query(p00(X)).
query(p10(X,X)) :- between(1,2,X).
