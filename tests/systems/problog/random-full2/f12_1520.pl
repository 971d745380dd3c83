:- use_module(library(lists)).
e0(1).
0.5::e1(3).
0.8::e1(2).
0.1::e1(3); 0.2::e1(2); 0.3::e1(1).
p00(Y,X) :- (p00(X,X), between(1,3,Y), Y =:= 3, Y @>= a) ; (p00(3,1), p00(Y,X), p01, Y @>= 1).
p00(X,Y) :- Y == 1, e1(Z), e0(Z), e1(Z), between(1,3,X), between(1,3,Y), not e0(X).
0.1::p01 :- e1(3), p00(1,2), p01, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p01 :- (e1(Z), p01) ; (p00(Y,Z), p00(3,X), \+ e0(X), \+ e0(X)).
0.75::p10 :- p01, p01, e1(3).
0.1::p10 :- p10, findall(V, e0(V), L), length(L, N), N >= 2.
p10 :- p01, p01.
P::p11(X) :- (e0(X), e1(2), e0(2), X = 2), P is X / 4.
p11(Y) :- e0(3), between(1,3,Y), Y @< 1.
0.6::p20(3) <- e1(2), e1(1), p01.
P::p20(Y) :- (p20(Y), p01, e1(Y), W is Y + 2, W < 5, \+ e0(Y)), P is Y / 4.
query(p11(1)).
