0.1::e0(3).
0.2::e1.
0.9::e2(3).
0.2::e2(2); 0.2::e2(1).
p00(Y) :- (p00(Z), e2(X), e2(X), between(1,3,Y)) ; (e1, between(1,3,Y), W is Y + 2, W < 5, not e2(Y)).
0.6::p10(X) <- e0(X), e0(X), e2(X), X @>= a.
0.2::p10(2) :- X \== 3, p00(Y), e0(X), e1, T =.. [g, Y], T \== g(0).
query(p10(3)).
query(e2(2)).
query(p00(Y)).
query(e0(X)) :- between(1,2,X).
