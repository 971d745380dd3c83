:- use_module(library(lists)).
0.5::e0(2).
0.2::e1(1,1).
0.3::e1(1,1); 0.2::e1(2,2); 0.1::e1(3,3).
0.5::p00(X) :- X \== 3, e0(2), between(1,3,X).
P::p00(X) :- (X \== 2, e0(2), e0(2), between(1,3,X), X == X), P is X / 4.
p00(X) :- (e1(Y,Z), e1(X,1)) ; (X == 1, e0(2), e0(X), e0(X), findall(V, e1(X,V), L), L = []).
p10(Y) :- p10(X), between(1,3,Y), T =.. [g, X], T \== g(0), findall(V, e1(2,V), L), sum_list(L, T), T > 2.
p20 :- (p20, \+ p00(2)) ; (p21, T =.. [g, 3], T \== g(0)).
p20 :- (p10(Y), e1(Y,2), not p00(1)) ; (p00(X), p21).
p21 :- p20, T =.. [g, 2], T \== g(0).
0.3::p21 :- p00(X), p10(Z), p20.
p21 <- p10(Z), p00(2), findall(V, p10(V), L), sum_list(L, T), T > 2, Z @=< 2.
query(p00(3)).
query(p21).
query(e1(X,1)).
