0.2::e0(1).
e0(3).
e1(3).
0.2::e1(1).
0.2::e1(2); 0.1::e1(1); 0.1::e1(3).
0.9::e2.
0.5::e3(2,2).
0.1::e3(1,1); 0.2::e3(2,2).
P::p00(X) :- (e1(Z), e2, e2, between(1,3,X), not e3(X,X)), P is X / 4.
p00(X) :- X \== 3, e2, e0(Y), e2, between(1,3,X).
p00(X) :- p00(Z), e3(1,Z), e3(Z,Z), between(1,3,X).
p10(X) :- e1(2), e1(Z), e2, between(1,3,X).
p10(Y) :- e0(Z), e0(Z), between(1,3,Y).
p10(2) :- p10(X), p10(3), \+ e1(X), T =.. [g, X], T \== g(0).
query(e2).
query(p10(1)).
query(e1(3)).
query(p10(X)) :- between(1,2,X).
