:- use_module(library(lists)).
0.3::e0(1); 0.3::e0(3); 0.2::e0(2).
0.5::e1(2,2).
0.2::e1(1,1); 0.2::e1(3,3); 0.3::e1(2,2).
p00 <- (e0(3), p00, p01(Z,3), Z >= 2) ; (p01(Y,Z), e1(1,Z), e1(3,Y), call(e1, Z, 3)).
p01(Y,2) :- p01(Y,X), call(e0, Y).
p01(Y,X) :- e1(1,Y), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p10(Y) :- e0(2), between(1,3,Y), findall(V, e0(V), L), L \= [], \+ p00.
0.9::p11(Y) :- p00, p01(X,2), p10(X), between(1,3,Y), Y =\= 3, \+ e0(X).
p11(Y) :- (e0(X), e1(X,3), p11(1), between(1,3,Y), \+ p00, \+ p01(1,X)) ; (p00, between(1,3,Y)).
p11(Y) :- (p10(3), between(1,3,Y), findall(V, p01(Y,V), L), sum_list(L, T), T > 2, Y >= 3) ; (e0(2), between(1,3,Y), W is Y + 1, W < 5, call(e0, Y)).
p20(Y) :- (X == 2, e1(X,3), between(1,3,Y), Y \== 2) ; (p00, between(1,3,Y), call(p11, Y), W is Y + 1, W < 5).
0.4::p20(Y) :- (p01(X,3), p00, between(1,3,Y), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2, \+ p10(X)) ; (e0(Z), between(1,3,Y)).
p20(X) :- X \== 2, p01(2,Z), between(1,3,X), W is X + 3, W < 5.
p30(X) :- e1(2,Y), p31(2,Z), e0(Y), between(1,3,X), \+ p00.
p30(Y) :- e0(Z), e1(Y,Z), e1(Y,Y).
p31(1,Y) :- e0(Z), between(1,3,Y), Y =\= 3, not p11(Z).
query(p00).
query(p31(1,X)).
