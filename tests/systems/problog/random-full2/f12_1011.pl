:- use_module(library(lists)).
0.3::e0(3,3); 0.1::e0(2,2).
0.7::e1(3).
0.2::e1(2); 0.1::e1(3).
p00(X) <- p00(1), between(1,3,X), X =:= 2.
p10(X) <- e0(Z,Y), e0(1,3), between(1,3,X), findall(V, e0(Y,V), L), L = [], not p00(X).
p10(3) :- e1(Y), p00(3), p11, not e1(3), compare(O, Y, 1).
0.8::p11 <- e1(3), p10(X), \+ p00(X).
query(p11).
query(e1(3)).
query(p00(X)).
query(\+ p10(2)).
