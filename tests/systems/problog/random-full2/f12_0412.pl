:- use_module(library(lists)).
0.3::e0(1,1).
e2.
0.4::p00 :- e0(Y,X), p01(3,Y), T =.. [g, Y], T \== g(0), call(e1, X, X).
P::p01(Y,X) :- (X \== 2, e1(3,Z), e2, between(1,3,X), between(1,3,Y), W is X + 1, W < 5), P is Y / 4.
p01(Y,X) :- e1(Y,Y), between(1,3,X), X = X, findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2.
p01(Y,Y) <- p01(Z,X), p00, between(1,3,Y), call(e1, Y, Y), T =.. [g, Y], T \== g(0).
p10(X) :- e0(1,Z), e0(3,X), e0(X,Z), compare(O, X, 3), Z == Z.
p10(X) :- p00, between(1,3,X).
p10(3) :- p00, \+ p01(2,3).
P::p20(X) <- (p10(2), p20(3), e0(2,Y), between(1,3,X)), P is X / 4.
p20(3) :- Y \== 2, p01(Y,Z), call(p10, 3).
P::p20(X) :- (X \== 1, p20(1), between(1,3,X), compare(O, X, 1)), P is X / 4.
query(p20(Y)).
query(p01(3,Y)).
