:- use_module(library(lists)).
0.5::e0.
0.7::e1(3,1).
0.1::e1(1,2).
0.3::e1(1,1); 0.3::e1(3,3); 0.1::e1(2,2).
e2(3,3).
0.3::e3(2).
0.3::e3(1); 0.2::e3(2).
p00(Y) :- e1(2,X), e1(X,X), e2(2,Y).
p00(Y) :- e3(X), e2(X,Y), e2(Z,X).
p10(X) :- (e3(Z), p10(Z), between(1,3,X), not e3(Z)) ; (e0, p00(1), between(1,3,X), call(e2, X, X)).
0.3::p10(Y) :- (p11(2), between(1,3,Y), \+ e3(Y)) ; (e2(2,Y), p00(Y), e2(Z,Y), compare(O, Y, 1), \+ e1(Z,3)).
p11(Y) :- (p10(X), p10(X), between(1,3,Y), subquery(e1(2,2), Q), Q < 0.33, \+ e3(Y)) ; (p00(3), between(1,3,Y)).
p11(3) :- p10(Z), p00(1), Z \= Z, Z @>= 1.
p11(Y) :- e0, p11(Z), between(1,3,Y), Z = Y, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
p20(Y,Y) :- (p00(X), e0, e2(Z,Y)) ; (p11(2), e3(Z), between(1,3,Y), Y == Y, findall(V, p10(V), L), sort(L, S), length(S, N), N < 2).
0.6::p21 <- p10(X).
p30 :- p21, findall(V, e2(2,V), L), length(L, N), N >= 1, not p11(2).
p30 :- p21, p11(Y), p11(Y), findall(V, e2(Y,V), L), sum_list(L, T), T > 2, W is Y + 1, W < 5.
p30 :- e3(Z), e1(1,Z).
query(p21).
query(p11(X)) :- between(1,2,X).
