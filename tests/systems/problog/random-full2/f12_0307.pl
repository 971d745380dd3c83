:- use_module(library(lists)).
0.1::e0(1,1).
0.4::e0(3,1).
e1(3).
p00(X,X) <- p00(Y,Y), e0(Y,Y), e0(X,Y), Y =:= 3.
p00(X,Y) :- e0(Y,3), e0(Y,3), e0(X,1).
p10(X) :- p10(Z), p00(Z,Y), e1(3), between(1,3,X), call(p00, Y, X).
0.75::p20(X) :- Y == 3, p21(Y), e1(X).
P::p20(Y) :- (p00(Y,X), call(e1, Y)), P is Y / 4.
p21(Y) :- e0(1,Z), e1(1), between(1,3,Y).
p21(Y) :- p00(3,X), e0(Y,Z), e0(X,1), findall(V, e0(2,V), L), L \= [], findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2.
P::p30(X) :- (e1(Z), between(1,3,X)), P is X / 4.
p30(X) :- p00(X,Z), p31.
p31 :- (e1(Z)) ; (e1(Y), p30(Y), p21(Z)).
query(p30(X)).
query(\+ p31).
evidence(p10(2), true).
