:- use_module(library(lists)).
e0(3,2).
0.5::e0(1,3).
0.3::e0(2,2); 0.3::e0(1,1); 0.3::e0(3,3).
0.4::e1(2).
0.1::e1(2); 0.2::e1(3); 0.3::e1(1).
0.7::e2.
0.8::e3(3).
0.75::e3(2).
p00(X,Y) <- p01(Z), p01(1), between(1,3,X), between(1,3,Y), findall(V, e1(V), L), L \= [].
p00(1,X) :- e0(Y,X), p01(Y), W is X + 3, W < 5, Y @< 1.
p00(X,2) <- e3(3), e1(Z), between(1,3,X).
\+p00(Y,3) :- e0(Y,2).
P::p01(X) :- (e2, between(1,3,X)), P is X / 4.
0.3::p10(X,Y) <- p01(X), e0(X,X), p00(X,2), between(1,3,Y).
p10(X,2) :- (p00(Z,1), e2, p11(Z,2), between(1,3,X)) ; (e3(X), p10(1,Z)).
p11(Y,Y) :- p10(X,X), p10(X,2), between(1,3,Y).
P::p20(Y) :- ((p10(X,Z), p21, between(1,3,Y)) ; (e0(Z,X), p11(X,1), e1(X), between(1,3,Y), call(p11, 1, Z), findall(V, e0(2,V), L), sum_list(L, T), T > 2)), P is Y / 4.
p20(X) :- e0(Z,Y), e1(Z), p11(X,Z), X = 2, \+ p11(Z,Z).
0.75::p21 <- e3(Z).
query(p01(1)).
query(p21).
query(e2).
