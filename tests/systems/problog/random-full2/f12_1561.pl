:- use_module(library(lists)).
0.6::e0(2).
0.5::e0(1).
0.3::e0(3); 0.3::e0(1); 0.2::e0(2).
0.75::e1(2,3).
0.3::e1(3,3); 0.1::e1(2,2); 0.2::e1(1,1).
p00(X) :- (e1(Y,X), e0(X), e1(2,X), X \== Y) ; (e1(X,X), call(e0, X), \+ e1(X,X)).
p00(X) :- (X == 1, p00(3), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2) ; (e1(Y,Z), p00(Y), between(1,3,X), Y @< 2).
0.9::p00(X) :- (p00(X), p00(1), e0(X), call(e0, 2)) ; (e0(Y), e1(Z,Y), between(1,3,X), T =.. [g, Y], T \== g(0), findall(V, e1(3,V), L), sort(L, S), length(S, N), N < 2).
p10(X,X) :- e1(X,1), e1(Y,3), not e1(2,2).
p10(X,X) :- Z == 1, p10(Z,Z), between(1,3,X), Z = Z.
P::p10(X,Y) :- (e0(Y), p10(Y,Y), p10(3,Y), between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 1, W is Y + 2, W < 5), P is Y / 4.
P::p11(X,X) :- ((e0(X), p10(2,X), p00(Y), W is X + 3, W < 5, Y >= 3) ; (e1(X,Y), e1(Z,1), e1(Z,X))), P is X / 4.
p20(Y) :- (p11(Y,Y), p00(X), Y @>= 1) ; (p00(Y), p20(Y), p10(Y,1), findall(V, p11(Y,V), L), L = []).
p20(3) :- (e0(Z), p11(1,Z), e1(X,3)) ; (Y == 2, e1(3,3), p00(X), e1(3,Y), compare(O, X, 3)).
p21(X,X) :- e1(2,1), p21(3,Z), p10(Y,1), between(1,3,X), \+ e0(X), compare(O, Y, 2).
p21(Y,Y) :- (Z \== 2, p21(Z,1), e1(Z,X), p00(Y)) ; (p11(X,Y), W is X + 3, W < 5).
query(p00(X)).
query(p11(2,3)).
query(p20(X)) :- between(1,2,X).
