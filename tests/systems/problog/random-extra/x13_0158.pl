:- use_module(library(lists)).
e0(1,2).
0.7::e0(2,2).
0.3::e0(1,1); 0.3::e0(2,2).
0.5::e1.
0.3::e2(3).
e2(1).
0.1::e2(2); 0.2::e2(3); 0.2::e2(1).
e3(3).
p00(X) :- p00(Y), e0(1,2), between(1,3,X), call(e3, 2).
p00(X) :- p00(X), e1, W is X + 1, W < 5, findall(V, e3(V), L), sum_list(L, T), T > 2.
0.5::\+p00(X) :- e3(X).
p01 :- e2(Z), e0(2,1), e2(3).
p01 <- (p00(X), e3(2), e1, W is X + 1, W < 5) ; (e0(Z,X), e3(3), e3(Z)).
p10(1,Y) :- e0(2,Y), p01, e1, call(e2, 3), W is Y + 1, W < 5.
p10(X,3) :- e2(Z), between(1,3,X), call(e2, Z).
query(e0(2,X)).
query(e2(Y)).
query(e3(X)).
