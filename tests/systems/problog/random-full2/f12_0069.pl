:- use_module(library(lists)).
0.5::e0(2).
0.1::e0(1); 0.3::e0(3).
0.8::e1(1).
0.5::e1(3).
0.2::e2(3,3); 0.3::e2(1,1).
P::p00(X) <- (p00(X), findall(V, e2(X,V), L), L = [], findall(V, e2(3,V), L), L = []), P is X / 4.
0.8::p00(3) <- e0(Z), p01(Z), findall(V, e1(V), L), L = [].
p00(Y) :- e2(2,1), p01(1), e2(Z,Z), between(1,3,Y).
p01(2) :- Y \== 3, p00(Y), Y @>= a.
p10(Y) :- e1(Y), p01(Y).
0.25::p10(Y) :- e0(Z), e2(Z,2), e1(Z), between(1,3,Y), call(p00, 3).
query(e0(2)).
query(e0(2)).
query(p00(2)).
query(\+ e0(3)).
evidence(p00(2), false).
