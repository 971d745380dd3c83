:- use_module(library(lists)).
e0(3).
0.7::e0(2).
e1(2).
0.4::e1(3).
0.1::e1(1); 0.1::e1(2).
0.25::e2(1).
0.9::e2(3).
0.1::e2(2); 0.1::e2(1); 0.3::e2(3).
p00(X) :- p00(1), e0(Y), e2(Z), between(1,3,X).
p00(Y) <- e2(3), e1(Y), p00(3), compare(O, Y, 2).
P::p10(X) <- (p11(Y), p11(Y), e2(2), between(1,3,X), Y \= Y), P is X / 4.
P::p11(Y) :- ((e1(2), e0(Y), p11(3), not e0(Y), findall(V, e2(V), L), sum_list(L, T), T > 2) ; (e0(Y), e0(Y), p00(Z), Y < 3)), P is Y / 4.
query(p00(2)).
query(p10(3)).
