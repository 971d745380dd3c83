:- use_module(library(lists)).
0.5::e0(2).
0.9::e0(1).
0.4::e1.
0.4::e2(2).
0.1::e2(1).
e2(3).
p00 :- (p00) ; (e2(Z), p00, e0(Z), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2).
p00 :- e2(2), e0(3).
p10 :- e2(X).
p11(Y) :- e0(Z), e2(Y), e1, findall(V, e0(V), L), L = [].
p11(1) :- e1, e2(Y), call(e2, 1), Y >= 1.
p20(X) :- X == 3, e0(Z), p11(Z), between(1,3,X), findall(V, p11(V), L), sort(L, S), length(S, N), N < 2.
P::p20(X) :- (Z == 3, e1, e0(Z), p10, between(1,3,X), Z == X), P is X / 4.
p30(Y) :- e1, between(1,3,Y), findall(V, p20(V), L), sum_list(L, T), T > 2.
p30(Y) :- p20(Y), p00, p10, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
P::p30(Y) :- (p31(3), between(1,3,Y), W is Y + 3, W < 5, Y \== 3), P is Y / 4.
P::p31(X) :- (e2(3), e2(Z), between(1,3,X), \+ e0(2), compare(O, Z, 3)), P is X / 4.
0.5::p31(Y) :- p31(1), p11(Z), p30(Z), between(1,3,Y), call(e0, Z).
query(p10).
query(e2(X)).
query(e1).
query(e2(X)) :- between(1,2,X).
query(\+ p31(2)).
evidence(e1, false).
