:- use_module(library(lists)).
0.6::e0(1,1).
0.3::e0(3,1).
0.5::e0(1,2).
0.2::e0(3,3); 0.2::e0(2,2); 0.3::e0(1,1).
0.2::e1(3,2).
0.1::e2(3).
P::p00(Y,Y) :- (p01(X), p00(X,Z), e1(1,3), between(1,3,Y), not e2(Y)), P is Y / 4.
0.1::p00(Y,1) :- p01(X), e0(X,3), e0(X,2), between(1,3,Y).
p01(Y) :- p00(X,1), between(1,3,Y).
p01(Y) :- e0(Z,Y), p01(2), p01(Y).
0.2::\+p01(1) :- e1(3,1).
p10(Y) :- (Y == 2, e1(1,3), e2(Y), findall(V, p00(2,V), L), sum_list(L, T), T > 2) ; (p00(1,X), e2(X), between(1,3,Y), \+ p01(X)).
0.4::p10(Y) :- Y \== 1, e0(Z,X), between(1,3,Y), findall(V, p00(3,V), L), L \= [].
p20(2) :- p10(Y), p00(2,Z).
\+p20(2) :- e2(3).
query(p00(1,2)).
evidence(p10(2), false).
