:- use_module(library(lists)).
e0(1,3).
0.7::e0(1,1).
0.8::e1(3,3).
0.3::e1(1,1); 0.2::e1(3,3).
P::p00(Y) :- ((Y \== 2, e1(X,X), p00(Y), X = X) ; (p01, between(1,3,Y))), P is Y / 4.
p00(X) <- p01, p00(Y), between(1,3,X), findall(V, e1(3,V), L), sum_list(L, T), T > 2.
p01 :- e0(2,Y).
0.25::p01 <- p01, e0(3,X), e1(Z,Z).
p01 :- p00(1), findall(V, e0(1,V), L), sort(L, S), length(S, N), N < 2.
\+p01 :- e1(1,3).
P::p10(X) :- ((p10(3), p10(X), e1(X,3)) ; (p10(Z), between(1,3,X))), P is X / 4.
p10(X) <- X == 3, p10(X), p01, p00(1), call(p00, X).
p10(Y) :- (p10(X), between(1,3,Y), findall(V, e0(Y,V), L), L \= [], X \= Y) ; (e0(Y,Z), p10(Y), Z < 2).
\+p10(2) :- e1(1,1).
p20 :- p10(Y), p10(2).
P::p21(Y) :- (p01, e0(3,3), between(1,3,Y), Y == 2), P is Y / 4.
query(p10(2)).
query(p21(Y)).
query(p01).
query(e0(X,X)) :- between(1,2,X).
