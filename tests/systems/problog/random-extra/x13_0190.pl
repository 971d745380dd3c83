:- use_module(library(lists)).
0.6::e0.
e1.
0.9::e2.
P::p00(X) :- ((p00(3), p01(3,X), e2) ; (p00(Y), between(1,3,X))), P is X / 4.
P::p00(X) :- (e1, e2, between(1,3,X)), P is X / 4.
p00(2) :- e0, T =.. [g, 1], T \== g(0).
p01(1,1) :- e0, p01(X,1).
p01(Y,3) :- p00(X), e1, e0, between(1,3,Y), X @>= f(1).
p01(X,X) :- X == 3, p00(3), p00(1), e2, between(1,3,X), X @< 3.
0.75::p10(2,3) :- e2, p00(Z), p11(Z), findall(V, p01(1,V), L), sort(L, S), length(S, N), N < 2.
\+p10(2,Y) :- e0, between(1, 3, Y).
P::p11(Y) :- (X \== 2, e0, p10(X,2), p00(X), between(1,3,Y), X >= 2), P is Y / 4.
P::p11(X) :- (e1, between(1,3,X), X \= 2, \+ e1), P is X / 4.
p11(Y) :- p01(1,Y), e1, findall(V, p01(1,V), L), sum_list(L, T), T > 2.
\+p11(X) :- e0, between(1, 3, X).
p20(X) :- p10(1,1), p10(Z,X).
p20(2) :- p00(Z), p11(Y).
p21(Y) :- e0, between(1,3,Y), call(p01, Y, Y), Y \= Y.
0.2::p21(X) <- p01(X,Y), p10(X,X).
p21(X) :- (p11(X), p01(X,X), e0, not p11(X)) ; (p21(X), findall(V, p01(X,V), L), L \= []).
\+p21(1) :- e0.
query(p11(Y)).
query(p00(X)).
query(p10(3,Y)).
query(p21(X)) :- between(1,2,X).
