:- use_module(library(lists)).
0.2::e0(3,2).
0.4::e1(2).
0.2::e2.
0.9::e3(1,2).
0.2::e3(3,3); 0.1::e3(2,2); 0.3::e3(1,1).
p00(Y,Y) :- e0(Z,Y), e2, e3(Y,1).
p01(1) :- p01(X).
0.25::p01(X) :- e0(X,X).
p01(Y) :- e0(Z,X), p00(2,2), between(1,3,Y), \+ e1(2), compare(O, Z, 3).
0.8::p10(Y,X) :- p00(X,Z), e2, e2, between(1,3,Y), findall(V, p01(V), L), sum_list(L, T), T > 2.
p11(X) <- p11(Z), e2, e0(3,2), between(1,3,X).
0.4::p11(3) :- p10(Z,Z), p11(Z), findall(V, e0(Z,V), L), L \= [].
query(e3(3,3)).
evidence(p10(2,2), true).
