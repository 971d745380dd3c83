:- use_module(library(lists)).
0.8::e0(1).
0.2::e0(2); 0.2::e0(1).
0.7::e1(2).
0.3::e1(3); 0.1::e1(2).
p00(Y,1) :- e0(2), e0(1), between(1,3,Y).
P::p01(X) :- (e1(X)), P is X / 4.
P::p10(Y) :- ((p00(X,Z), e1(2), between(1,3,Y)) ; (p01(1), p11(X), between(1,3,Y))), P is Y / 4.
p10(Y) :- (e1(Z), e1(Y), \+ e0(Y)) ; (p10(1), between(1,3,Y), compare(O, Y, 2), compare(O, Y, 2)).
p10(X) :- (Y == 2, e1(1), p10(Y), between(1,3,X)) ; (p01(Y), p10(3), e0(Y), between(1,3,X), W is Y + 3, W < 5).
0.5::p11(X) :- e0(X), p10(X), p00(X,X), compare(O, X, 2), X \= X.
p20 :- (Y \== 3, p11(2), p10(Y), p20, call(p11, 2)) ; (p21(Y), W is Y + 3, W < 5).
p21(Y) :- p20, p21(Y), findall(V, p11(V), L), sort(L, S), length(S, N), N < 2.
P::p21(Y) :- ((p01(Y), p00(3,2)) ; (p21(2), between(1,3,Y), Y @=< f(1))), P is Y / 4.
query(p01(X)).
query(p11(2)).
query(p00(1,2)).
evidence(p21(2), true).
