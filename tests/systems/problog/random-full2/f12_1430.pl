:- use_module(library(lists)).
0.1::e0(2).
0.2::e0(1).
e0(3).
0.5::e1.
0.1::e2.
0.5::e3(2,3).
e3(2,1).
0.4::e3(2,2).
0.1::e3(1,1); 0.2::e3(3,3); 0.3::e3(2,2).
p00(Y) :- e3(Y,Z), e2, e1.
0.7::p01 :- p01, p01, call(e0, 3).
p01 :- p01, call(e0, 2), call(e0, 3).
0.3::p01 :- p01.
p10(1,X) :- e1, between(1,3,X), W is X + 1, W < 5.
p10(Y,X) :- e1, p10(1,2), between(1,3,X), between(1,3,Y).
p10(X,X) :- p01, between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
query(p00(Y)).
