:- use_module(library(lists)).
e0(1).
0.2::e1(1,2).
0.25::e1(2,3).
e1(1,3).
0.7::e1(3,1).
0.25::p00 :- e0(1).
p00 :- (e0(Z), e1(Z,2)) ; (e1(Y,1), e0(Y), p00, \+ e1(2,Y)).
p01(X) :- (p00, e1(X,X), e1(X,X), X >= 1) ; (p01(Y), e1(X,Y), e0(1)).
p01(X) :- p01(Y), p00, between(1,3,X).
p01(X) <- e1(Y,Y), between(1,3,X), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2, Y @< a.
P::p10(Y,Y) :- ((Y == 3, e1(1,2), e0(Y), e0(2), Y >= 3) ; (p11(X), e0(1), between(1,3,Y))), P is Y / 4.
0.5::p10(Y,Y) :- (p00, p11(3), between(1,3,Y), \+ e1(Y,2)) ; (e1(Z,X), p01(Z), p01(X), between(1,3,Y), findall(V, e1(3,V), L), L \= []).
p10(Y,X) :- e0(Z), e0(Z), between(1,3,X), between(1,3,Y), W is Y + 1, W < 5, findall(V, p01(V), L), L \= [].
p11(X) :- (X \== 1, e1(Y,Y), p01(X), p11(2), call(p01, Y)) ; (e0(Z), between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 2).
p11(Y) :- (e0(X), p10(X,1), e1(Y,X), \+ e0(Y), compare(O, X, 1)) ; (e0(Z), p00, between(1,3,Y), Y \= 1).
p11(X) :- p10(X,X), p01(X), X < 3, \+ p01(X).
p20(2) <- (p01(2), p11(Z), W is Z + 2, W < 5, Z @=< 1) ; (e1(Z,1), p01(X), T =.. [g, X], T \== g(0)).
p20(Y) :- p20(Z), p00, between(1,3,Y), \+ e0(Y), findall(V, e0(V), L), length(L, N), N >= 2.
p21(Y) :- p01(X), e0(X), p10(X,2), between(1,3,Y), Y =:= 3, call(e0, X).
query(p20(1)).
query(p20(Y)).
