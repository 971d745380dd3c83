:- use_module(library(lists)).
0.75::e0(1,1).
0.1::e0(1,1); 0.2::e0(2,2); 0.3::e0(3,3).
0.25::e2(3,1).
0.75::e3.
p00(X) :- e0(Y,Z), e0(Y,X).
p00(X) <- Y == 2, e2(Y,X), Y \= X.
P::p01(X) :- (p00(X), e1(X,X), p01(Y), X \== X, call(e2, 2, 2)), P is X / 4.
P::p10(X) :- (e2(Y,Z), e2(Y,Y), between(1,3,X)), P is X / 4.
0.4::p10(2) :- e1(2,2).
p11(X) :- (e1(Z,1), between(1,3,X), \+ p01(3)) ; (Z == 1, p01(Z), between(1,3,X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2).
p11(2) :- (p11(Z), e1(1,3), \+ e0(Z,Z)) ; (e2(Y,2), p10(Y), findall(V, e0(Y,V), L), sum_list(L, T), T > 2, compare(O, Y, 1)).
p11(1) :- (p10(2), e1(X,Y), e1(Y,3), findall(V, e0(Y,V), L), L = [], W is Y + 3, W < 5) ; (p01(1), p00(Y), p11(1)).
p20(X) :- e0(X,Z).
p21 :- p10(1), p20(Y), e1(2,X), findall(V, e0(X,V), L), L = [].
p21 :- p11(Y), p01(Y), e2(2,Y), Y = Y.
p21 :- (p21) ; (p11(Y), p11(Y), not p00(1), call(p10, 2)).
p30(X) :- (p21, between(1,3,X)) ; (X \== 1, p20(Y), e3, between(1,3,X)).
p30(2) :- (e2(Z,1), e2(X,2)) ; (p01(Y), p01(Y)).
query(p11(Y)).
query(p11(2)).
query(e3) :- between(1,2,X).
query(\+ p30(2)).
evidence(p11(1), true).
