:- use_module(library(lists)).
0.1::e0(2).
0.8::e0(3).
e1(2,2).
0.75::e1(2,3).
e2(2,1).
0.6::e2(2,3).
0.2::e2(3,3); 0.3::e2(1,1).
p00(2) :- e2(1,Z), e0(Z), Z @< f(1), findall(V, e2(Z,V), L), sort(L, S), length(S, N), N < 2.
0.3::p01(2) :- e1(Z,3), p00(Y).
p01(X) :- e2(X,3).
0.8::p01(Y) :- p01(X), p01(Z), e0(Z), between(1,3,Y), findall(V, e1(X,V), L), L = [].
p10(X) :- p10(X), e0(X), p01(Z).
p10(X) <- e1(Z,2), p00(3), between(1,3,X).
p10(Y) <- e1(Y,Z), findall(V, e0(V), L), L = [], call(e0, Z).
0.8::p20 :- Y == 1, p01(Y).
p20 :- e2(3,Y), p20, p01(Y), Y @>= 3.
query(p20).
query(e1(1,X)).
