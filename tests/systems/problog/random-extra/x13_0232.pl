:- use_module(library(lists)).
0.6::e0(2).
0.4::e0(1).
0.2::e0(3); 0.3::e0(1); 0.3::e0(2).
0.5::e1.
0.1::e2(3,2).
0.2::e2(1,1); 0.3::e2(3,3); 0.2::e2(2,2).
p00(X) :- e1, between(1,3,X), X =:= 2, compare(O, X, 3).
P::p01(X) :- (e0(X)), P is X / 4.
p01(X) :- p00(3), between(1,3,X), call(e0, X), findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2.
\+p01(X) :- e2(X,3).
p10(X,X) :- (e2(2,X), compare(O, X, 1), \+ e2(1,2)) ; (e0(X), p00(Y)).
p11(2) :- e1.
p20(3,3) :- e0(Z), e0(3), p11(3), findall(V, e0(V), L), sum_list(L, T), T > 2.
0.8::\+p20(2,Y) :- e1, between(1, 3, Y).
p21 :- (e2(Z,1), e0(Z), p21, Z = Z, Z \= Z) ; (p00(Z), e0(Z), e2(Z,2)).
p21 :- e2(Y,Y), p01(Y), W is Y + 2, W < 5, Y < 3.
0.5::p21 :- e2(Z,Z), p21, e0(Z), \+ p00(3).
query(e1).
query(e1).
