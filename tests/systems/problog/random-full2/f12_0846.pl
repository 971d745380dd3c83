p00 :- e1(1), e0(1,X), W is X + 1, W < 5, X < 3.
p10(Y) :- Y == 3, e1(Z), e0(Z,Z), e1(Z), between(1,3,Y), Y == Y.
p10(Y) :- e0(Z,Y), not e0(Z,Y).
query(e1(Y)).
query(p10(X)) :- between(1,2,X).
query(\+ p00).
