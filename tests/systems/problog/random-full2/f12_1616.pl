:- use_module(library(lists)).
0.7::e0(3,3).
e0(2,2).
0.25::e0(3,2).
0.1::e0(3,3); 0.1::e0(1,1).
0.4::e1(1).
e2(2).
0.75::e2(1).
0.2::e3(3,3); 0.1::e3(1,1).
p00(X) :- p01(Z,Z), between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
0.6::p00(Y) :- p00(Y), call(e0, Y, Y).
p01(X,X) :- p01(Z,1), between(1,3,X), findall(V, e3(1,V), L), length(L, N), N >= 1.
P::p01(X,X) :- ((X \== 3, p00(Y), between(1,3,X), not e3(X,Y)) ; (p00(X), e2(1), p00(1))), P is X / 4.
p10(1) :- p00(Y), e1(Y), p10(Z), not e1(Y), W is Y + 2, W < 5.
P::p10(Y) :- (p00(3), p01(3,1), between(1,3,Y)), P is Y / 4.
P::p20(Y,X) :- ((X == 1, e1(3), e1(2), between(1,3,X), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 2) ; (p20(Z,X), p01(Z,Z), e1(Y), X @>= 2)), P is Y / 4.
P::p20(Y,Y) :- (Y \== 1, p00(Y), p21(Y), p01(X,Y)), P is Y / 4.
p20(Y,1) :- (e1(Z), e1(2), between(1,3,Y), Y < 3) ; (p21(Z), between(1,3,Y)).
p21(Y) :- p10(Z), between(1,3,Y), \+ e0(Y,Z), Y \= 2.
P::p21(X) :- (e2(Y), e3(Y,Y), e2(Y), between(1,3,X), findall(V, p10(V), L), sum_list(L, T), T > 2, T =.. [g, X], T \== g(0)), P is X / 4.
p21(Y) :- e1(3), p21(Z), e1(Z), between(1,3,Y).
query(e1(1)).
query(p21(Y)).
query(p00(1)).
