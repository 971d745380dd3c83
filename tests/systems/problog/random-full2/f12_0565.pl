0.1::e0.
0.2::e1(1).
e1(3).
0.2::e1(3); 0.3::e1(2); 0.1::e1(1).
p00(X) :- X \== 3, e1(Y), e0, p00(1), between(1,3,X).
p01 :- e0.
p01 :- p01.
p10(Y) :- p11(Y,2), e1(Z), \+ p01.
0.9::p11(Y,Y) :- (p01, e0, p11(X,Z), between(1,3,Y)) ; (p10(1), p11(X,3), e1(X), between(1,3,Y)).
p20(X,Y) :- p00(2), p01, p00(X), between(1,3,Y).
p20(X,Y) :- e1(X), e0, between(1,3,Y), call(e1, Y), T =.. [g, Y], T \== g(0).
P::p20(Y,Y) :- (e0, between(1,3,Y)), P is Y / 4.
0.9::p21(Y) :- p01, p10(2), e1(Z), between(1,3,Y), Z = Z, Z \= Z.
p21(Y) :- p00(Z), p01, between(1,3,Y), not e1(2), Y == Z.
p21(Y) :- p21(1), p21(Z), between(1,3,Y).
query(p10(1)).
query(p11(X,X)) :- between(1,2,X).
query(\+ p00(1)).
