:- use_module(library(lists)).
0.25::e0(3).
e0(2).
e0(1).
0.1::e0(2); 0.1::e0(1); 0.1::e0(3).
0.25::e1.
0.5::e2(2,3).
0.2::e3(1).
0.1::e3(2).
0.1::e3(3); 0.3::e3(2); 0.3::e3(1).
0.25::p00 :- e1, e0(Y), \+ e1.
p00 :- e1, e0(3), e1.
0.9::p00 :- e2(3,Y), p01, not e3(Y).
p01 :- (e3(Y), e1, p00) ; (e1).
p01 :- (p00, p00, p01) ; (e3(X), e3(Y), p00, Y \== Y).
p10(X,3) :- (e1, p01, p10(X,X), not e3(2), findall(V, e0(V), L), L \= []) ; (e0(X), \+ e0(3)).
p10(X,X) :- p11(Z), e1, e0(1), between(1,3,X), not e2(Z,Z), W is Z + 2, W < 5.
P::p10(X,Y) :- (p11(Z), e3(Z), p00, between(1,3,X), between(1,3,Y)), P is Y / 4.
p11(Y) :- e1, e1, between(1,3,Y), not e3(Y), Y \= Y.
P::p11(Y) :- (p00, between(1,3,Y), findall(V, e0(V), L), L = []), P is Y / 4.
p20 :- e3(X).
P::p21(X,2) <- (Y == 3, p00, e3(Y), p10(2,Y), between(1,3,X)), P is X / 4.
p21(Y,X) :- X == 3, p10(3,X), p01, e1, between(1,3,Y), findall(V, p11(V), L), sort(L, S), length(S, N), N < 2.
0.75::p30 :- e3(1), p11(X), call(p11, X).
0.75::p30 :- p10(2,X), p00, call(p10, X, X).
p30 :- e0(Y), e1, e1, Y @>= 2, findall(V, e0(V), L), L \= [].
query(e2(X,2)).
query(p00) :- between(1,2,X).
