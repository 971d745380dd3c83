:- use_module(library(lists)).
0.25::e0.
0.6::e1(3).
e2(3).
0.4::e2(1).
p00(2) :- e0.
p10(Y) :- e1(Z), between(1,3,Y), findall(V, e2(V), L), sum_list(L, T), T > 2, findall(V, p00(V), L), length(L, N), N >= 1.
p10(X) :- X == 3, e0, between(1,3,X).
p11(X) :- (e1(3), e2(3), e0, between(1,3,X), \+ p00(X), \+ p00(X)) ; (e0, between(1,3,X), findall(V, p00(V), L), L = []).
p11(X) :- (p00(1), between(1,3,X), X < 2) ; (e0, between(1,3,X), W is X + 2, W < 5).
P::p11(X) :- (Y == 3, p11(3), p10(Y), p00(Y), between(1,3,X), call(p00, Y)), P is X / 4.
0.9::p20 :- p20, p11(X), e1(X), \+ p11(X), W is X + 3, W < 5.
p20 :- p20, e0.
p21(X,X) :- (p00(Z), between(1,3,X), Z =:= 2) ; (p21(1,Z), between(1,3,X), \+ p10(Z)).
0.8::p21(2,Y) :- p10(Y), call(e2, Y), \+ e2(2).
p21(Y,X) :- (p20, p20, p10(Z), between(1,3,X), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2) ; (e2(3), p20, p20, between(1,3,X), between(1,3,Y)).
query(e0).
query(e1(Y)).
