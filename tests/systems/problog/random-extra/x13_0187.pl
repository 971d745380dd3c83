:- use_module(library(lists)).
e0(1).
e0(3).
0.5::e0(2).
0.9::e1(1).
0.2::e1(2).
0.2::e1(1); 0.1::e1(3).
p00(Y) :- (e1(2), e0(1), e0(Z), between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, \+ e1(Z)) ; (e0(X), e0(X), e1(X), between(1,3,Y), findall(V, e1(V), L), L \= []).
p00(X) :- e0(Z), e1(Z), e1(Z), between(1,3,X), Z < 1.
p10(Y,2) :- p11, between(1,3,Y), Y @< 1, Y = Y.
p10(1,X) :- p00(Z), p00(Z), e0(Y), between(1,3,X), subquery(p00(2), Q), Q < 0.33.
0.7::p11 :- (p11, e1(Y), e1(Y), \+ e1(Y), Y == Y) ; (p11).
0.8::p20(Y,Y) :- p10(Y,2), p00(2).
P::p20(Y,1) :- (p00(X), p10(X,X), between(1,3,Y), Y @=< 1, \+ e0(Y)), P is Y / 4.
p20(2,3) <- p10(2,Y), W is Y + 3, W < 5.
P::p30(Y) :- (e1(Z), p10(1,3), between(1,3,Y)), P is Y / 4.
p30(X) :- Y == 3, p00(Y), e0(X).
\+p30(2) :- e1(3).
query(p11).
query(p30(Y)).
