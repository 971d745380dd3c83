:- use_module(library(lists)).
0.8::e0.
0.7::e1(3).
0.2::e2(2).
0.3::e2(3); 0.2::e2(2); 0.3::e2(1).
p00(2) :- e1(Z), p00(Z), e1(Z), \+ e2(2).
p00(Y) :- p00(Y), e2(Y), e1(Z), compare(O, Y, 3), findall(V, e2(V), L), sum_list(L, T), T > 2.
p00(X) <- p00(X).
0.75::p10 :- (e2(3), p10, p00(Y)) ; (e1(Y), e1(X), p10, Y == X, Y \== X).
0.3::p10 <- e0, e1(2), p10.
\+p10 :- e2(1).
query(p00(3)).
query(p10).
query(e1(3)).
