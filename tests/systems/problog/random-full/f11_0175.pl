:- use_module(library(lists)).
0.8::e0(1,1).
0.25::e0(3,1).
0.1::e0(1,2).
0.6::e0(2,2).
0.2::e1(1,1).
0.25::e1(3,1).
0.3::e1(2,2); 0.2::e1(1,1).
0.3::p00 :- e1(X,X), X == X.
p00 :- e0(Y,2), p01(2), e1(Y,Y).
p01(Y) :- (p00, e0(Z,X), p00, between(1,3,Y)) ; (p01(Y)).
p01(X) <- p00, p01(2), e1(Z,1), between(1,3,X).
p01(X) <- p01(X), e1(2,3), findall(V, e1(1,V), L), L = [].
P::p10(Y) :- ((e0(Y,X), not e1(Y,2), call(e1, 3, 2)) ; (p00, p00, between(1,3,Y))), P is Y / 4.
P::p10(X) :- (e1(Y,Y), e1(Y,Y), between(1,3,X)), P is X / 4.
p10(X) <- p11(Y), between(1,3,X), X \== Y, X =:= 3.
P::p11(X) :- (e0(1,2), e0(Y,Y), between(1,3,X), findall(V, e1(X,V), L), L \= []), P is X / 4.
p11(X) :- p00, p00, e1(2,Y), between(1,3,X), not e0(Y,Y), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
p20 :- (p10(Y), e0(Y,3), p20, W is Y + 2, W < 5, call(e1, Y, Y)) ; (Y == 1, p01(Y)).
p20 <- e0(Z,Y), p00, T =.. [g, Z], T \== g(0).
p20 :- p20.
p30 :- e0(Z,Y), \+ p10(Z).
query(p10(2)).
