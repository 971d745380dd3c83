:- use_module(library(lists)).
0.1::e0(3).
0.1::e0(1).
0.5::e0(2).
e1(1).
0.5::e2(3,2).
p00 :- e1(X), p00, e1(X), X @>= 3, findall(V, e2(X,V), L), length(L, N), N >= 2.
p01(Y) :- (p00, between(1,3,Y)) ; (p00, e0(Z), between(1,3,Y)).
p01(X) :- (e1(Y), e1(Y), between(1,3,X), findall(V, e2(3,V), L), sum_list(L, T), T > 2, \+ e1(Y)) ; (p01(Z), e0(Z), between(1,3,X), Z == 1, Z =:= 2).
p01(Y) :- e0(Y), p00, compare(O, Y, 3), \+ e2(Y,Y).
p10(X) :- p01(Z), e2(Z,X), Z @>= 3, findall(V, e0(V), L), L \= [].
p10(1) :- p00, p00.
0.2::p11(Y) :- e2(X,2), e0(X), between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, Y == 3.
P::p20(X,Y) :- (p11(1), between(1,3,X), between(1,3,Y), W is X + 1, W < 5), P is Y / 4.
p20(Y,X) :- p00, between(1,3,X), between(1,3,Y), not e0(X), \+ p00.
p20(Y,X) :- p10(3), p10(Z), between(1,3,X), between(1,3,Y).
P::p21(X) :- (p21(Z), p11(1), e1(2), between(1,3,X), compare(O, Z, 3), call(p01, 3)), P is X / 4.
p30(3) :- e1(Z), e1(Z), call(p11, Z).
p30(X) :- p30(Z), p21(Z), between(1,3,X), call(p01, Z).
query(p00).
query(p20(1,3)).
query(p00).
