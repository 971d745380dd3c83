:- use_module(library(lists)).
0.1::e0(3,1).
0.4::e0(1,2).
e0(2,1).
0.2::e1.
0.2::e2(2).
e3(1,3).
0.2::e3(2,3).
0.2::e3(2,2); 0.3::e3(3,3); 0.1::e3(1,1).
p00(Y) :- e2(Y), Y = Y.
p00(Y) <- e2(2), e0(X,Y), e2(Z).
0.4::p00(1) :- e2(3), p00(X).
p10 <- p10, e0(Y,Z), e3(2,Z).
p10 :- p10, findall(V, e3(3,V), L), L = [].
p10 :- e3(3,1), e3(X,Y), e2(3).
p11(X,Y) :- Y \== 2, e1, p00(Y), p11(Y,2), between(1,3,X).
0.1::p11(Y,X) :- p00(Y), p10, between(1,3,X), W is Y + 2, W < 5, Y >= 3.
query(p10).
query(p00(X)).
evidence(p11(3,1), false).
