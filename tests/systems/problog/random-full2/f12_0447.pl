:- use_module(library(lists)).
0.1::e0(1).
0.1::e0(3).
0.3::e0(1); 0.1::e0(3); 0.3::e0(2).
0.1::e1(3).
0.5::e1(1).
P::p00(Y,1) :- (p01, p00(2,1), between(1,3,Y)), P is Y / 4.
p01 :- X \== 1, p01, e0(X), p01, X @=< a.
0.1::p01 :- p00(3,3).
p01 :- p01, p00(Z,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p10 :- (e1(1), p10) ; (p00(1,Y), p00(Y,Z), Z @>= a, Y @< f(1)).
0.75::p20 :- e0(2), findall(V, e1(V), L), L \= [].
p30(X,Y) :- e0(X), p20, e1(1), between(1,3,Y), T =.. [g, X], T \== g(0), findall(V, p00(X,V), L), sum_list(L, T), T > 2.
0.5::p30(X,2) :- e0(Z), between(1,3,X), X = X, findall(V, e0(V), L), L = [].
query(p00(1,3)).
query(p10).
