:- use_module(library(lists)).
0.1::e0(3,1).
0.5::e1(3,1).
0.1::e1(1,3).
e1(3,2).
0.1::e1(3,3); 0.3::e1(2,2); 0.2::e1(1,1).
p00(X) :- p01(X,Z), p00(2), call(e1, X, Z), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2.
p00(Y) :- (p01(X,Z), between(1,3,Y), T =.. [g, X], T \== g(0), compare(O, Y, 2)) ; (p01(X,3), between(1,3,Y), call(e0, 1, Y), X >= 2).
p00(X) :- (p00(Y), e0(Z,Y), p00(Z), between(1,3,X), call(e0, 1, Z), Z = 1) ; (e0(Z,Z), p00(Z), e1(Z,Z), between(1,3,X), Z = X, compare(O, Z, 3)).
p01(Y,X) :- e1(2,Z), between(1,3,X), between(1,3,Y), Y == Y.
p01(Y,X) :- (p01(Z,3), between(1,3,X), between(1,3,Y), Y \= Y) ; (p00(X), p00(X), p00(3), between(1,3,Y), X >= 1).
p01(Y,X) :- (p00(Y), e0(Y,Y), between(1,3,X)) ; (e0(Z,X), p00(Y), e1(X,Z), \+ e1(1,1), compare(O, X, 3)).
p10(Y,Y) :- p10(X,Z), e1(Y,X).
0.8::p10(3,X) :- (p01(3,1), p00(3), between(1,3,X), X @< 2, X = X) ; (e0(X,Y), p00(X), p10(X,X), call(e0, X, Y), Y \== X).
p11(Y) :- Y == 2, p01(X,X), p00(X), p11(X), between(1,3,Y), subquery(e0(3,1), Q), Q > 0.33.
P::p11(Y) :- (e1(Z,X), e0(Z,X), between(1,3,Y)), P is Y / 4.
p11(X) <- p11(X), p10(X,X), \+ e1(X,X).
p20(1) :- p01(Z,Z), call(p01, 1, Z), findall(V, p10(Z,V), L), L \= [].
P::p20(X) :- (e0(X,Y), p11(Y), e0(2,X), Y < 3, compare(O, X, 1)), P is X / 4.
p20(X) :- p10(2,Y), e1(2,X), call(e0, X, X), X @>= 1.
\+p20(Y) :- e1(Y,2).
query(e0(X,3)).
query(p20(3)).
query(p20(X)) :- between(1,2,X).
query(\+ p01(1,1)).
evidence(p10(1,2), false).
