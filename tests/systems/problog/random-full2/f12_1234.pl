:- use_module(library(lists)).
0.9::e1(2,1).
0.6::e1(1,2).
0.75::e2.
p00(3) :- e2, e0(1).
p00(X) :- e0(3), e2, p01, between(1,3,X), X \== X, T =.. [g, X], T \== g(0).
p01 <- e1(Z,X).
p01 :- e2, e2, p00(Y).
P::p10(Y) <- (e1(Y,Z), e1(Z,1), e2, Y =:= 1, compare(O, Y, 3)), P is Y / 4.
0.8::p10(2) :- Y \== 2, p00(Y), Y \== Y.
p20(X) :- e0(X), p21(2,3), p01.
0.8::p21(Y,X) :- (Z == 2, p20(Z), p10(X), between(1,3,Y), W is Y + 3, W < 5) ; (p21(Z,1), p00(3), between(1,3,X), between(1,3,Y), findall(V, p00(V), L), L \= []).
p21(X,Y) :- p00(X), e2, p21(X,X), between(1,3,Y).
p21(Y,1) :- e2, p00(X), between(1,3,Y), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
query(p21(3,3)).
query(e1(1,3)).
