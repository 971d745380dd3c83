:- use_module(library(lists)).
0.1::e0(3,2).
0.8::e0(2,3).
0.4::e0(1,1).
0.2::e0(2,2); 0.2::e0(1,1).
0.8::e1.
0.75::p00 :- p01(Y), not e0(1,Y), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2.
p01(3) :- p01(X), e1, p00, not e0(X,X).
0.9::p01(1) :- e1, p01(Y), \+ e0(Y,Y).
p01(Y) :- e1, p01(Z), between(1,3,Y), \+ e1.
p10(1) :- (e0(X,X), e0(X,X), X =:= 1, call(p01, X)) ; (e0(Y,Z), findall(V, e0(Y,V), L), sum_list(L, T), T > 2).
p10(Y) <- p00, between(1,3,Y).
p10(2) <- e0(1,2), e0(3,3).
0.25::p20(X) :- p01(Y), p20(Y), between(1,3,X).
p20(Y) :- e0(Z,X), p00, between(1,3,Y).
p20(X) :- (e0(Z,3), p00, p10(2), between(1,3,X), X =\= 3) ; (p01(X), e1, findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2).
query(e0(3,X)).
