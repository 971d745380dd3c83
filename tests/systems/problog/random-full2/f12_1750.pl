0.6::e0(3,1).
e0(2,2).
0.9::e1.
p00 :- e0(Y,Y), e0(Y,Z), p01, Y @< 1, compare(O, Z, 1).
p01 :- p00, call(e0, 1, 1).
p10(X) :- p00, p10(2), between(1,3,X), X \= X, X @< f(1).
query(e0(Y,3)).
query(p10(Y)).
query(p10(Y)).
query(\+ e1).
