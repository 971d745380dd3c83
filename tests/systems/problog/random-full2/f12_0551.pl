:- use_module(library(lists)).
0.8::e0.
0.4::e1(2,3).
0.6::e1(1,2).
0.2::e1(3,3); 0.2::e1(2,2); 0.2::e1(1,1).
0.2::e2(3).
0.3::e2(2).
e3(2).
0.9::e3(3).
p00(X) :- e2(1), between(1,3,X), findall(V, e2(V), L), sum_list(L, T), T > 2, not e2(2).
p00(X) <- e1(X,Z), p00(Z).
p00(3) <- (e1(Y,X), p00(1), X =:= 2) ; (e3(2), e1(3,X), e1(2,X)).
p10(2) :- p00(X), X >= 3.
p10(X) <- e0, between(1,3,X), X >= 2.
p10(2) :- p10(X), e2(X), call(e2, X).
p11 :- e0, e0, p00(Z), T =.. [g, Z], T \== g(0).
p11 <- e0, e1(Z,Z).
p11 :- p10(Y), e0.
query(e3(3)).
query(p00(X)) :- between(1,2,X).
