:- use_module(library(lists)).
0.25::e0.
0.3::e1(2,1).
0.8::e1(2,2).
0.1::e1(1,2).
0.6::e2(2).
0.1::e2(2); 0.1::e2(1); 0.3::e2(3).
0.25::e3.
p00(X,Y) :- e3, e2(Y), between(1,3,X), \+ e2(X), findall(V, e2(V), L), L = [].
0.1::p00(Y,X) :- e0, between(1,3,X), between(1,3,Y), X @>= f(1).
p01(Y,X) :- e0, p00(Z,Z), between(1,3,X), between(1,3,Y).
p01(1,X) :- X \== 2, e0, e1(3,3), e1(X,X), findall(V, e1(1,V), L), L = [].
p01(Y,Y) <- Y == 1, e2(2), e0, between(1,3,Y).
0.1::p10(Y) <- (p00(Y,X), e0, findall(V, p01(2,V), L), length(L, N), N >= 1) ; (Y == 1, e2(Y), p10(Y), e1(Y,3), compare(O, Y, 3)).
p10(1) :- e0, p10(Z), \+ e3, findall(V, p01(1,V), L), L = [].
p20(X,X) :- e1(Z,1), p00(Z,X).
p20(X,Y) :- e0, between(1,3,X), between(1,3,Y).
p20(X,X) :- p20(X,Y).
P::p21(X,1) :- (e0, p21(Y,Z), between(1,3,X), X @< 1), P is X / 4.
p21(Y,X) :- p00(X,X), e3, between(1,3,Y), findall(V, p00(3,V), L), sum_list(L, T), T > 2, Y == 1.
p21(X,X) <- p20(Y,Y), p10(Y), p21(3,Y), between(1,3,X), Y =\= 3, findall(V, p00(X,V), L), sort(L, S), length(S, N), N < 2.
query(p21(Y,X)).
query(p21(1,1)).
query(e3).
query(e3) :- between(1,2,X).
query(\+ p01(3,3)).
