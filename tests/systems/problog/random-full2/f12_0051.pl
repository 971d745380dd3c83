:- use_module(library(lists)).
0.25::e0(2,1).
0.1::e0(2,2); 0.1::e0(3,3).
0.3::e1(1,2).
p00(Y,Y) :- (p00(Y,Z)) ; (p00(X,Z), e0(X,Z), e0(2,Z), between(1,3,Y), call(e0, X, Z), \+ e0(1,Z)).
P::p00(X,Y) :- (e0(X,X), p00(X,X), p00(X,3), between(1,3,Y), Y \== X), P is X / 4.
p10(X) <- p00(X,Z), findall(V, p00(Z,V), L), sum_list(L, T), T > 2, Z @< 1.
p20 :- p20, p21(2), p20.
p20 :- e1(Z,X).
p20 :- p00(Y,1), \+ e0(1,Y), call(e1, Y, Y).
p21(3) :- p10(X).
p21(1) :- p20, p00(Z,Z), p00(X,1), X @>= a, findall(V, p00(Z,V), L), sort(L, S), length(S, N), N < 2.
p30(3,Y) :- p21(Y), Y = Y, W is Y + 2, W < 5.
p30(X,Y) :- X == 1, p10(Y), between(1,3,X), X @< 2.
0.4::p31 :- p30(Z,Z), call(p00, Z, Z).
0.7::p31 :- (p00(Z,2)) ; (p00(Y,Y), e0(3,Y), p10(X)).
query(e0(2,3)).
query(p00(1,X)).
query(p10(Y)).
evidence(p00(1,2), true).
