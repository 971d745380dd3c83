e0(3).
e1(2).
e1(3).
p00 :- p00, e0(1).
p00 :- e1(3), e0(X), e1(Y).
p00 :- e0(Z), W is Z + 2, W < 5, \+ e0(1).
0.2::p10 :- p00, \+ e1(3).
query(e1(Y)).
query(e1(2)).
query(p00).
query(e0(X)) :- between(1,2,X).
