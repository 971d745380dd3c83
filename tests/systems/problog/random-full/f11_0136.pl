0.25::e0(3).
e1(1,3).
0.1::e1(2,3).
0.6::e2(1,3).
e2(2,2).
0.4::e3.
P::p00(Y) :- (e2(1,X), e1(X,3), between(1,3,Y), Y \= Y), P is Y / 4.
p00(1) :- e3, p00(Z).
p10(1) :- p10(X), p00(X), \+ e1(X,X), T =.. [g, X], T \== g(0).
0.9::p10(X) <- e0(Y), e3, between(1,3,X).
p10(X) :- p00(Z), between(1,3,X).
query(e2(Y,1)).
query(p00(2)).
query(e1(X,X)) :- between(1,2,X).
query(\+ p10(3)).
evidence(e2(2,2), true).
