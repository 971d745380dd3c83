:- use_module(library(lists)).
0.3::e1(3,2).
0.7::e1(1,3).
0.75::e1(3,3).
0.7::e1(1,2).
0.1::e1(3,3); 0.2::e1(2,2); 0.3::e1(1,1).
e2.
0.8::e3.
p00 :- e0(2), p01(Y,X), e1(Y,X).
p01(Y,Y) :- (Y \== 3, e2, e2, between(1,3,Y), \+ e1(Y,2)) ; (Z == 1, p01(Z,Y), e0(Y)).
P::p01(Y,Y) <- (e0(Z), e2, between(1,3,Y), W is Y + 3, W < 5, Y =:= 2), P is Y / 4.
p10 :- (e3, p11(Y), e2, call(p01, Y, Y), Y @=< f(1)) ; (X \== 1, e1(X,X), e3, findall(V, p01(2,V), L), sum_list(L, T), T > 2).
p11(Y) :- e1(3,3), e3, between(1,3,Y), findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2.
p11(X) :- e2, between(1,3,X), findall(V, e1(X,V), L), length(L, N), N >= 2, compare(O, X, 2).
P::p11(X) :- ((p00, between(1,3,X), X = X) ; (e3, e3, e2, between(1,3,X))), P is X / 4.
query(e1(2,1)).
