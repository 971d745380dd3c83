:- use_module(library(lists)).
e0(2).
0.3::e0(1).
0.2::e0(1); 0.1::e0(2); 0.1::e0(3).
0.7::e1(3,2).
0.7::e1(3,3).
0.2::e1(1,1).
0.1::e1(2,2); 0.1::e1(3,3).
0.4::e2.
p00 :- p00.
p10(X) :- p00, p00, between(1,3,X), not e1(X,3), X \= X.
p10(Y) :- e0(X), between(1,3,Y), call(e1, Y, 1).
p11(X) :- e0(X), call(e1, X, 3).
p20(X) :- p00, e0(Z), p11(Z), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2, W is Z + 2, W < 5.
P::p20(Y) :- (p20(Z), between(1,3,Y), findall(V, e1(Z,V), L), L = [], findall(V, p11(V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
0.7::p21(X) :- p10(Z), p00, p00, between(1,3,X), Z @< 3, findall(V, p10(V), L), L \= [].
p21(3) :- e0(Z), W is Z + 2, W < 5, Z =\= 3.
p30(Y,1) :- (p00, between(1,3,Y)) ; (e0(3), between(1,3,Y)).
p30(3,Y) :- e2, between(1,3,Y), Y >= 2, call(e1, Y, 3).
p30(X,Y) :- p31, p10(X), between(1,3,Y), call(p21, Y), Y < 2.
0.2::p31 :- e2, call(e0, 3), call(p11, 3).
p31 :- (p10(3), \+ p21(2), findall(V, p11(V), L), sum_list(L, T), T > 2) ; (e2, findall(V, p11(V), L), sum_list(L, T), T > 2).
p31 :- p20(X), p31.
query(p21(3)).
query(p11(Y)).
query(e2).
query(p31) :- between(1,2,X).
