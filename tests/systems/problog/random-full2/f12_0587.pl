0.1::e0(2).
e1.
p00(X) :- p00(Z), between(1,3,X).
p00(2) :- e1.
p10(X,X) :- p10(1,3), e0(X), W is X + 1, W < 5, \+ e1.
p10(X,1) :- e0(Y), between(1,3,X).
0.75::p11(Y,X) :- p10(1,Y), e1, between(1,3,X).
p11(Y,Y) :- Y \== 3, p10(3,2), e0(3), between(1,3,Y), \+ p00(Y).
query(p00(2)).
query(p00(X)).
query(p00(Y)).
