:- use_module(library(lists)).
e0(1,2).
e1(2,3).
e1(1,1).
0.3::e1(1,1); 0.2::e1(2,2); 0.1::e1(3,3).
0.7::e2(1,1).
0.9::e2(2,1).
P::p00(X,X) :- (p01(X,Z), e1(3,X)), P is X / 4.
p00(2,X) <- e0(3,Z), p01(Z,Z), p00(1,2), between(1,3,X).
p00(Y,Y) :- e2(Z,Z), e0(2,X), p01(2,Z), between(1,3,Y), X \== 2.
p01(X,1) :- e1(Z,Y), e1(Y,Z), e0(Y,Z), between(1,3,X), \+ e1(2,2).
p01(X,Y) :- e1(2,1), p01(1,Y), e2(Y,Y), between(1,3,X), W is X + 1, W < 5, \+ e0(Y,Y).
0.75::\+p01(Y,X) :- e2(X,Y).
p10(Y) :- p01(Y,Z), p00(Y,1), e1(Z,2), Z @>= 2.
p10(Y) <- p10(Z), between(1,3,Y).
0.6::p10(Y) :- p10(Z), between(1,3,Y), Z < 1, findall(V, e1(Y,V), L), L = [].
p20(X) :- p00(Y,X), findall(V, e2(Y,V), L), length(L, N), N >= 2.
\+p20(3) :- e1(2,1).
query(p01(3,Y)).
query(e0(Y,2)).
query(e0(2,3)).
