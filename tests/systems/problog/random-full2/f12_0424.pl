:- use_module(library(lists)).
0.8::e0(3,2).
0.6::e0(3,3).
0.6::e1(1).
0.2::e1(2); 0.2::e1(1); 0.1::e1(3).
p00(Y) :- (p01(Y,2)) ; (e1(Y), p01(Z,Y), findall(V, e0(Z,V), L), length(L, N), N >= 1).
P::p00(Y) :- ((p00(Y), findall(V, e0(Y,V), L), length(L, N), N >= 1) ; (p00(Y), p00(Y), e0(Y,Y), findall(V, e1(V), L), length(L, N), N >= 1)), P is Y / 4.
0.2::p00(X) :- p01(1,X), e0(X,3), p01(X,X), compare(O, X, 3), findall(V, e0(1,V), L), sort(L, S), length(S, N), N < 2.
p01(X,Y) :- e0(Y,X), p01(Y,X), p00(1), findall(V, e1(V), L), L \= [].
p10(Y) :- p01(X,Z), e1(X), e0(1,X), between(1,3,Y), T =.. [g, Z], T \== g(0).
P::p10(X) :- (p01(Y,1), between(1,3,X), call(e1, Y)), P is X / 4.
p20 :- p10(Z), p01(Y,Z), compare(O, Y, 1), findall(V, p01(Y,V), L), L = [].
p20 <- (p21(X), e0(X,2), e0(X,X), X >= 3) ; (p00(Y), p01(Y,Y), p10(Y), Y = Y, findall(V, p10(V), L), L = []).
p20 :- (p20) ; (e0(1,1), T =.. [g, 3], T \== g(0)).
0.25::p21(Y) :- (p00(2), p00(Y), e0(Z,Y)) ; (p01(X,X), between(1,3,Y)).
p21(X) :- e1(Z), between(1,3,X), \+ e1(X).
P::p21(X) :- ((p00(Z), between(1,3,X), findall(V, e0(Z,V), L), sort(L, S), length(S, N), N < 2) ; (X \== 3, p10(2), e1(X), e1(X), findall(V, p00(V), L), sum_list(L, T), T > 2)), P is X / 4.
query(e0(1,X)).
query(e1(1)).
query(p20).
