0.8::e0.
e1(3).
0.2::e1(2); 0.2::e1(3); 0.3::e1(1).
0.7::e2.
p00(X) :- p00(X), p01, \+ e2, X \= X.
p01 <- e0.
p01 :- e0, e1(X), \+ e2.
p10(X) :- p10(X), p10(X).
query(p10(3)).
query(p10(Y)).
query(p00(1)).
query(\+ p00(1)).
evidence(e2, false).
