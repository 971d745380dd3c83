:- use_module(library(lists)).
e0(1).
e0(2).
0.1::e0(2); 0.1::e0(3); 0.2::e0(1).
0.1::e1(3,1).
0.9::e1(3,2).
0.3::e1(3,3); 0.2::e1(2,2).
p00(2,2) :- p00(Z,Z), p00(Z,2), findall(V, e1(1,V), L), L = [].
p01(X) :- e0(X), not e1(1,X).
P::p01(Y) :- (p01(Z), p00(Y,Z), e0(3)), P is Y / 4.
p01(Y) <- p00(3,3), e0(1), e1(1,1), between(1,3,Y), findall(V, e0(V), L), length(L, N), N >= 2, call(e0, 2).
p10 :- p00(Y,Y), p00(Y,1), e1(Y,Y), \+ p01(1).
P::p20(Y,Y) :- (p10, e0(3), e1(2,2), between(1,3,Y)), P is Y / 4.
p20(X,X) :- (p21(X,Z), p10, Z @>= 1) ; (p01(Z), p01(X)).
p21(X,Y) :- p01(2), e1(2,Z), between(1,3,X), between(1,3,Y), not p00(Y,X), W is X + 1, W < 5.
query(p21(X,2)).
query(p00(Y,1)).
query(e1(3,3)).
