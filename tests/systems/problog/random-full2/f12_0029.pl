:- use_module(library(lists)).
0.4::e0(1).
e0(2).
0.6::e1(2).
0.3::e1(3).
0.4::e2(3).
0.2::e2(2).
0.3::e2(3); 0.1::e2(1).
p00(X,X) :- p01(Z), e2(1), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p00(X,Y) :- Z == 3, e1(Z), e0(Z), between(1,3,X), between(1,3,Y), Z @< 3.
p01(2) :- p00(3,Y), compare(O, Y, 3).
p10 :- e1(Z).
query(p01(3)).
query(\+ e2(3)).
