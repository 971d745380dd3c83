:- use_module(library(lists)).
0.25::e0(3).
e0(1).
0.75::e1.
p00(Y) :- p00(Y), p00(Y), e1, Y \== Y.
p00(Y) :- p00(Z), p01, p01, between(1,3,Y).
0.1::p00(X) :- (p00(Z), between(1,3,X), X \== 3, \+ e1) ; (e1, e0(3), between(1,3,X), T =.. [g, X], T \== g(0), \+ e1).
0.3::p01 :- e0(X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p01 :- e0(X), X \= 1, call(e0, X).
0.25::p01 :- p00(Z), e0(Z), p00(2), Z >= 3, T =.. [g, Z], T \== g(0).
0.7::p10 :- p00(3).
p10 :- e1.
p10 :- p01, T =.. [g, 2], T \== g(0), T =.. [g, 2], T \== g(0).
P::p11(Y) :- (e1, p00(1), e0(X), between(1,3,Y), T =.. [g, X], T \== g(0), findall(V, p00(V), L), sum_list(L, T), T > 2), P is Y / 4.
p11(2) :- p01, e1, p11(Z), call(e0, Z), Z >= 1.
p20 <- p00(Z).
p20 :- e0(2), findall(V, p11(V), L), length(L, N), N >= 2.
p21(X) :- p20, p11(1), between(1,3,X), X == X.
p21(2) :- e1, p00(X).
p30 :- p30, call(p21, 3).
p30 :- p21(Y), e1.
p30 :- e0(Y), e1.
p31(Y,1) :- (Y \== 3, p31(X,Y), p31(Y,1)) ; (p21(X), p30, between(1,3,Y), Y >= 2, not p21(Y)).
query(e0(1)).
query(p11(3)).
query(e1).
query(e1) :- between(1,2,X).
