:- use_module(library(lists)).
0.6::e0.
0.7::e1(2).
0.3::e2(2,2).
e2(3,3).
p00(1) :- e0, e1(Y).
p10(X) :- e2(Y,1), between(1,3,X), findall(V, e1(V), L), L = [], call(p00, 1).
0.5::p10(X) :- p10(Z), p11, e2(Z,Z), between(1,3,X).
p10(X) <- X \== 2, p10(1), e0, between(1,3,X), findall(V, e1(V), L), L \= [].
p11 :- p00(X), p00(2), p10(X), \+ e2(X,X).
0.9::p11 :- (p10(2), e2(Z,Z), Z @< 1) ; (e0, \+ e1(3)).
0.9::p20(X) :- p10(2), between(1,3,X), X @>= a.
p20(Y) :- p21(Y), p20(2), Y >= 1, Y @< 2.
P::p20(Y) :- (p20(X), p20(X), between(1,3,Y), \+ e2(2,3), findall(V, e2(Y,V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
p21(X) :- p11, p20(X), p00(X).
p21(Y) :- Y == 1, p10(Z), e0, p20(1), between(1,3,Y), \+ p00(Z).
P::p21(X) :- (e2(Y,Y), e1(Z), between(1,3,X), not p10(X), \+ p10(3)), P is X / 4.
query(p10(2)).
query(e0) :- between(1,2,X).
