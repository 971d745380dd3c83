:- use_module(library(lists)).
0.6::e1(1,3).
0.2::e1(2,2); 0.3::e1(1,1); 0.2::e1(3,3).
0.25::e2(3,3).
e2(3,2).
0.2::e2(1,1).
0.2::e2(3,3); 0.2::e2(1,1).
p00(X) :- p00(Z), p00(Z), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
P::p00(Y) :- (e1(Z,Z), e0(X), between(1,3,Y), X =\= 1, X @=< 1), P is Y / 4.
0.3::p00(X) :- e0(X).
p10 :- p11, e2(X,2), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, compare(O, X, 3).
p10 :- Y == 3, e1(3,Y).
p10 :- p00(1).
0.8::p11 :- (e1(2,Y), W is Y + 2, W < 5, not e0(1)) ; (p11, p00(2), \+ p00(3)).
p11 :- p11.
p11 :- e2(Y,X).
p20(X,Y) :- (p20(2,Y), between(1,3,X)) ; (p20(X,2), e1(3,3), between(1,3,Y)).
p21(X) :- Z \== 1, p00(3), p11, p21(Z), between(1,3,X).
p30 <- p11, e1(Y,Y), p11.
p30 <- p11, p10.
query(p11).
query(p30).
evidence(p21(3), false).
