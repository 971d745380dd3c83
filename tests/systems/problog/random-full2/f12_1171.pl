:- use_module(library(lists)).
0.4::e0.
e1(2,1).
0.8::e1(3,3).
p00 <- p00, findall(V, e1(2,V), L), length(L, N), N >= 2.
p00 :- e1(1,Y), e1(1,3).
p00 :- p00.
p10 :- e0, p10, e0.
p11(1) :- e0, e1(3,3), p10.
p11(Y) :- p00, between(1,3,Y), W is Y + 3, W < 5.
query(e0).
query(p00).
query(p10) :- between(1,2,X).
evidence(e1(1,1), false).
