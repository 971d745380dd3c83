:- use_module(library(lists)).
0.8::e0.
0.2::e1(3).
0.1::e1(3); 0.3::e1(1); 0.2::e1(2).
P::p00(X) :- (X \== 3, p01(3), p01(X), e1(3), findall(V, e1(V), L), length(L, N), N >= 2), P is X / 4.
P::p00(Y) :- ((e1(Z), e1(Z), between(1,3,Y), call(e1, 2)) ; (e1(Y), p01(1), p01(Y), not e1(Y), Y \= Y)), P is Y / 4.
p01(2) :- (p00(X), p01(X), call(e1, 2)) ; (p00(Z), p00(Z), not e1(3)).
0.4::p01(Y) :- e1(2), e0, p01(Y), Y @< 1, call(e1, Y).
P::p01(X) :- (p00(X), e1(X), e0), P is X / 4.
p10(X,X) :- e0, between(1,3,X), not p01(X), \+ e0.
p10(1,1) :- e0, T =.. [g, 1], T \== g(0).
0.4::p10(X,Y) <- (p00(X), between(1,3,Y), \+ p00(2)) ; (p00(Z), e1(Z), between(1,3,X), between(1,3,Y)).
P::p11(Y) :- (p10(X,X), p00(X), between(1,3,Y), X = X, Y =\= 2), P is Y / 4.
P::p20(X,X) :- (p21(2), p00(1), between(1,3,X)), P is X / 4.
p20(X,X) :- e1(Y), p21(Y), p20(Y,Z), between(1,3,X), \+ p00(2), \+ p00(3).
P::p21(Y) :- (p21(Y), Y < 2, W is Y + 3, W < 5), P is Y / 4.
p21(1) :- (e1(2), p20(Z,Y), p21(Z)) ; (p10(3,3), p01(2), p01(X)).
query(p00(2)).
query(e0).
query(p21(Y)).
