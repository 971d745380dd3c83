:- use_module(library(lists)).
0.1::e0(2).
e0(3).
0.8::e1(3,2).
0.2::e2(1,1); 0.1::e2(2,2).
0.3::e3(3,1).
0.8::e3(2,3).
e3(2,2).
p00(2) :- e0(3), p00(1), e0(Y), not e0(Y).
P::p00(Y) :- ((p00(Y), call(e3, Y, Y)) ; (e3(X,2), e0(X), e3(X,X), between(1,3,Y), W is X + 2, W < 5)), P is Y / 4.
p00(Y) :- (e3(X,X), between(1,3,Y), compare(O, Y, 3), \+ e0(Y)) ; (e3(Y,Y), p00(X), findall(V, e3(Y,V), L), length(L, N), N >= 2, X == Y).
0.9::\+p00(Y) :- e2(Y,3).
p10(Y) :- p11(Z), e2(Z,X), p10(3), between(1,3,Y).
0.4::\+p10(2) :- e2(3,1).
p11(2) :- p11(X), e0(Y).
\+p11(Y) :- e3(Y,2).
p20(2) :- (e2(X,X), p11(3), p11(X), X < 3, findall(V, e2(X,V), L), sum_list(L, T), T > 2) ; (e0(Z), Z < 3, Z >= 2).
0.75::\+p20(X) :- e2(X,2).
query(p10(2)).
evidence(p20(1), true).
