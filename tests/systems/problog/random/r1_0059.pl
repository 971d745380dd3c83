e0(3,3).
0.5::e1.
0.75::e2(1).
0.7::e2(3).
e3(2).
p00(Y,X) :- e1, e3(Y), e2(1), between(1,3,X), \+ e0(2,Y).
p10(X) :- e1, p00(Y,Y), between(1,3,X), Y \= Y.
p10(2) :- Z \== 1, Z == 1, p00(Z,Z), e2(3).
p10(3) :- e3(Z), e1.
query(e3(X)).
query(e2(3)).
query(p10(X)).
query(e0(X,X)) :- between(1,2,X).
evidence(p00(1,3), false).
