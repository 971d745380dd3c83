:- use_module(library(lists)).
e0(1,2).
0.8::e1.
p00(Y) :- p00(3), e1, e1, between(1,3,Y), not e0(Y,Y), \+ e1.
p00(Y) :- (p01(X,3), e0(Y,X)) ; (p01(2,X), between(1,3,Y), compare(O, Y, 2), X < 2).
0.8::\+p00(2) :- e0(2,3).
P::p01(3,Y) :- ((p00(X), p00(X), p01(X,X), between(1,3,Y), \+ e0(Y,X), findall(V, e0(3,V), L), sum_list(L, T), T > 2) ; (e0(2,Z), p00(Z), p01(Z,Z), between(1,3,Y), findall(V, e0(Z,V), L), L = [])), P is Y / 4.
p01(Y,Y) :- p01(X,2), e0(Y,X), X @< 1.
p01(X,Y) :- p01(1,Y), p01(Y,Y), p01(1,Y), between(1,3,X), \+ e0(2,2), Y \= 2.
p10 <- e0(3,Y), findall(V, e0(Y,V), L), L = [].
0.7::p10 :- p11(Z,2), p11(Z,Z), p11(Z,Z), W is Z + 3, W < 5.
p10 :- p01(X,3), e1, e0(X,X), \+ p01(X,X), findall(V, p01(1,V), L), L = [].
P::p11(X,X) :- (p10, e1, p11(Z,3), between(1,3,X), \+ p01(1,Z)), P is X / 4.
\+p11(Y,Y) :- e1, between(1, 3, Y).
p20 :- (p20, p11(1,3), p01(Y,1)) ; (p01(Y,Y), p00(Y)).
p20 <- p20, p10, e1.
query(e0(2,3)).
query(p00(Y)).
