:- use_module(library(lists)).
0.1::e0(2).
0.25::e1.
e2(3).
0.1::e2(3); 0.3::e2(1); 0.1::e2(2).
0.8::e3(1,1).
0.25::e3(2,3).
p00 :- Y \== 3, p01(3,Y), findall(V, e3(Y,V), L), L = [].
p01(X,1) :- e2(Z), p00, e3(X,Z), not e2(2), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p10 <- p01(Y,Z), call(e3, Z, Y), call(e0, Z).
0.6::p20 :- p01(X,Z), p21, e2(Z).
p21 :- e2(2), e0(Y), W is Y + 3, W < 5.
p21 :- e2(3), call(e3, 1, 3).
0.8::p21 :- p10.
query(e1).
query(p21).
query(p21) :- between(1,2,X).
