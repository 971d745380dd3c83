:- use_module(library(lists)).
e0(2).
0.4::e0(3).
0.1::e0(3); 0.1::e0(2); 0.1::e0(1).
0.7::e1(1,3).
0.75::e1(1,2).
0.75::e1(3,1).
0.2::e1(3,3); 0.1::e1(2,2); 0.3::e1(1,1).
0.7::p00(Y,X) :- p01(X), e1(X,3), p01(3), between(1,3,Y).
0.5::p00(Y,Y) <- p01(2), e1(X,1), between(1,3,Y).
p01(2) :- e1(X,Z), e1(3,3), p00(X,2), \+ e0(1).
p01(Y) :- e1(Z,Y), e0(2).
p01(X) :- e0(2), e0(X), e1(X,X), X >= 1.
p10(X) <- p00(3,Y), between(1,3,X), X \= Y.
p10(X) :- e0(2), between(1,3,X), findall(V, e1(3,V), L), sort(L, S), length(S, N), N < 2.
p20(X,1) :- p00(3,X), e1(X,Z).
P::p20(3,Y) :- (p20(2,Y), p10(Y), p21(Y), subquery(p10(2), Q), Q > 0.33), P is Y / 4.
p20(Y,X) :- e0(1), p00(2,3), between(1,3,X), between(1,3,Y), Y == Y.
p21(3) :- p01(Y), findall(V, p00(Y,V), L), sum_list(L, T), T > 2, Y < 1.
p21(3) :- p20(Z,Y), e1(Z,Y), Y @< 3, \+ e1(Y,Y).
p30(X) :- p30(Z), p30(1), between(1,3,X).
0.4::p30(2) <- p00(3,Z), p21(1), call(p21, 2), not p20(Z,Z).
0.9::\+p30(Y) :- e1(Y,1).
p31(2,Y) :- e0(Z), p31(Z,Z), between(1,3,Y).
P::p31(X,Y) :- (p20(2,3), p30(1), between(1,3,X), between(1,3,Y)), P is Y / 4.
p31(X,X) :- (p00(3,Y), p20(Y,Y), between(1,3,X), not p00(1,Y), findall(V, p20(2,V), L), length(L, N), N >= 1) ; (p21(Z), p00(3,Y), between(1,3,X)).
query(e1(1,1)).
query(p00(2,1)).
query(p01(2)).
evidence(p21(1), true).
