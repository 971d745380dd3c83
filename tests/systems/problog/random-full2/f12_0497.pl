0.7::e0(2).
0.9::e0(3).
0.1::e1(1,3).
0.3::e1(1,1); 0.2::e1(3,3).
P::p00(Y,Y) :- (Y \== 1, e0(Z), e0(Z), between(1,3,Y), Y @=< a), P is Y / 4.
p00(3,3) :- p00(Z,1), e0(Z), p00(1,Z).
p10 :- p10, p00(X,Z), e0(X).
p10 <- e1(X,3), e0(X), e1(Y,Y), T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0).
p10 :- e0(X), e0(Z), compare(O, Z, 1).
query(e1(Y,1)).
query(e0(3)).
query(p10).
query(p10) :- between(1,2,X).
query(\+ p10).
