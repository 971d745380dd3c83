:- use_module(library(lists)).
e0(1).
0.3::e0(1); 0.2::e0(3); 0.1::e0(2).
e1.
0.25::e2(3,2).
p00 :- p01(Z), e0(3).
p00 :- (e2(X,Z), \+ e2(1,Z), W is X + 3, W < 5) ; (p01(2), e1, e2(Z,1), Z \== Z, Z \= Z).
p01(X) :- e2(Z,X), Z = X.
p01(X) :- p01(Y), e2(3,3), p01(Y), between(1,3,X), findall(V, e2(Y,V), L), L \= [], findall(V, e0(V), L), L = [].
p10(1,3) :- p00, p10(Y,Y), e0(Y), Y @< 3.
P::p10(X,3) :- (X \== 1, e1, e0(X), findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
P::p10(Y,3) <- (e2(X,X), p00, p11(Y), call(p01, Y), call(e2, 1, Y)), P is Y / 4.
p11(Y) :- p01(X), between(1,3,Y), \+ e1, findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2.
0.25::p11(2) :- p00.
query(e2(Y,3)).
query(p11(3)).
query(p01(2)).
query(p01(X)) :- between(1,2,X).
