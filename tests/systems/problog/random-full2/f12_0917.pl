:- use_module(library(lists)).
e0(2,1).
0.4::e0(3,3).
0.1::e0(1,1).
0.1::e0(3,3); 0.2::e0(2,2); 0.2::e0(1,1).
0.9::e1(3).
0.25::e2(2).
0.3::e2(3); 0.1::e2(2).
0.2::p00 :- p01(X).
p00 :- p00, e2(Y).
p00 <- (e0(X,Z), e2(Z), p00, findall(V, e0(X,V), L), L \= []) ; (p00).
p01(3) :- e1(Y), \+ e2(1), findall(V, e0(3,V), L), L = [].
p01(X) :- X \== 1, e2(X), e2(X), T =.. [g, X], T \== g(0).
P::p01(X) :- ((p01(X), e1(X), p01(3), findall(V, e1(V), L), length(L, N), N >= 2, X \= X) ; (p01(1), e2(3), between(1,3,X), not e0(X,X), \+ e2(X))), P is X / 4.
p10(Y) :- (p00, between(1,3,Y), W is Y + 2, W < 5) ; (e1(X), p10(2), e1(X), between(1,3,Y), X @< a).
P::p10(X) :- ((p10(Y), p00, p10(Y), between(1,3,X), W is Y + 3, W < 5, X = X) ; (X == 2, p01(X))), P is X / 4.
p20 :- (p10(Y)) ; (p20).
0.1::p20 :- e0(X,2), p01(X), p01(X), T =.. [g, X], T \== g(0), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2.
p20 :- p10(Y), p10(Y), p20.
query(e1(Y)).
query(e2(Y)).
query(e2(X)).
