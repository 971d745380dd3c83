:- use_module(library(lists)).
0.5::e0(2).
e1(2,3).
0.7::e1(3,1).
0.3::e1(3,3); 0.2::e1(2,2); 0.1::e1(1,1).
e2.
0.8::e3(1,1).
0.4::p00 :- e0(X).
p00 :- p00, p01(Y,Z), Y >= 1, findall(V, e1(Z,V), L), sort(L, S), length(S, N), N < 2.
0.7::p00 :- (p01(2,2), e3(X,Z), p00, call(e3, X, X)) ; (e0(2), \+ e2).
p01(Y,X) <- e2, p01(Z,X), e2, between(1,3,Y).
p01(X,Y) :- e0(X), between(1,3,Y), W is Y + 1, W < 5, compare(O, Y, 1).
\+p01(Y,X) :- e1(X,Y).
p10(Y) :- e0(3), p01(2,Y), e3(Y,Y).
P::p11(X,Y) <- (p01(Y,Y), p10(1), between(1,3,X), call(e3, 3, Y)), P is X / 4.
p11(3,X) :- e1(2,Y), p00, p11(Y,X), Y == 2.
p11(Y,Y) <- (p11(X,Y), e3(X,X), X \== Y) ; (e3(Y,3), call(e3, Y, 2), not e3(Y,Y)).
p20(X) :- p11(3,X), p01(X,2), findall(V, e3(1,V), L), L \= [], findall(V, p11(X,V), L), sort(L, S), length(S, N), N < 2.
0.8::\+p20(3) :- e2.
P::p21(3,X) :- (p10(X), compare(O, X, 3)), P is X / 4.
p21(Y,1) :- (e2, e2, between(1,3,Y), Y == 3, call(e0, Y)) ; (e2, p20(Z), between(1,3,Y), findall(V, e1(3,V), L), sum_list(L, T), T > 2).
0.2::p21(X,Y) :- e1(Z,1), p00, between(1,3,X), between(1,3,Y), W is Y + 1, W < 5, Y @>= 1.
0.1::\+p21(X,Y) :- e0(X), between(1, 3, Y).
P::p30(X) :- (p30(Y), p11(1,Y), between(1,3,X), findall(V, e1(Y,V), L), L = []), P is X / 4.
query(p00).
query(e2).
evidence(e0(3), true).
