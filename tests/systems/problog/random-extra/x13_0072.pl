:- use_module(library(lists)).
e0(3,2).
e1(2).
0.3::e1(1); 0.3::e1(2).
0.2::p00(X) :- p00(Z), between(1,3,X), W is Z + 1, W < 5, \+ e1(2).
p00(X) <- (p00(2), between(1,3,X), findall(V, e1(V), L), L \= []) ; (e1(X), e1(2)).
p00(Y) :- p00(X), p00(X), between(1,3,Y).
0.3::p10 :- p10, findall(V, p00(V), L), L = [].
p10 <- e1(Z), p11(Z), Z =:= 2, Z @=< 3.
p11(2) :- p00(3), p10, p00(X).
0.25::\+p11(X) :- e0(X,3).
p20(X,X) :- p21(Z,Z), p21(Z,2), p00(X).
p20(X,2) :- p11(3), between(1,3,X).
P::p20(Y,X) :- (p00(Z), between(1,3,X), between(1,3,Y), findall(V, e0(Z,V), L), L \= [], W is X + 2, W < 5), P is Y / 4.
P::p21(2,Y) :- (e1(3), p00(X), e0(Y,3), W is Y + 2, W < 5), P is Y / 4.
0.7::p21(1,1) :- p10.
\+p21(2,X) :- e0(X,1).
query(p21(X,Y)).
query(p11(1)).
query(p10).
evidence(p10, false).
