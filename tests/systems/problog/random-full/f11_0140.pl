:- use_module(library(lists)).
0.3::e0(2).
0.9::e0(1).
0.2::e0(3); 0.1::e0(1); 0.2::e0(2).
0.2::e1(3,3); 0.1::e1(2,2); 0.3::e1(1,1).
0.6::e2(1).
0.7::e3.
p00(Y) :- p00(Y), findall(V, e0(V), L), sum_list(L, T), T > 2.
p00(X) :- p00(Y), e3, between(1,3,X).
p01 :- e0(3), p01, not e0(2).
0.4::p10(Y) <- p01, p01, p10(Y), Y == 2, findall(V, e0(V), L), L \= [].
p10(X) <- (p00(X)) ; (X == 1, e1(3,Y), between(1,3,X), compare(O, Y, 3)).
0.5::p10(X) :- e0(X), p10(Y).
P::p20(X) :- (p00(Y), between(1,3,X), \+ e0(X)), P is X / 4.
P::p20(Y) :- (e2(3), e0(X), e2(X), between(1,3,Y), X \== Y, W is Y + 1, W < 5), P is Y / 4.
p21(Y) :- e3, p10(Y), p01, Y @>= 1.
query(p10(Y)).
evidence(e1(1,2), true).
