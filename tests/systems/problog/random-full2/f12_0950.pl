:- use_module(library(lists)).
e0.
e1(3).
0.3::e1(2); 0.2::e1(1); 0.1::e1(3).
e2(1,3).
0.7::e2(1,2).
0.4::e3(1,3).
e3(3,1).
p00 :- e1(2), e3(Z,1), not e1(Z), Z =\= 2.
p01(X) :- p00, between(1,3,X), findall(V, e3(X,V), L), L \= [], X \= X.
p10(Y,X) :- p10(Z,Y), p01(Y), p10(Z,Y), between(1,3,X), \+ e0, Z \== 2.
P::p10(Y,Y) <- (e0, between(1,3,Y), Y @< a), P is Y / 4.
P::p10(Y,Y) :- ((Y == 1, p01(X), e2(1,3), e2(3,X), between(1,3,Y)) ; (e0, e0, e0, between(1,3,Y), \+ e2(Y,1), W is Y + 3, W < 5)), P is Y / 4.
query(e1(Y)).
query(e2(3,Y)).
query(p01(X)).
query(p01(X)) :- between(1,2,X).
