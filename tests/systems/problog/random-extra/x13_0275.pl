:- use_module(library(lists)).
0.9::e0(1).
e0(2).
0.75::e1(1).
0.7::e2.
p00(2,Y) :- e0(Z), between(1,3,Y).
p00(X,2) :- p01(Y,Z), e3(Z,3), p01(3,Z), between(1,3,X).
p00(X,Y) :- (e1(3), between(1,3,X), between(1,3,Y), subquery(e3(1,2), Q), Q < 0.33) ; (e2, e3(X,X), e1(X), between(1,3,Y)).
p01(Y,Y) :- e2, between(1,3,Y), subquery(e3(3,2), Q), Q > 0.33, \+ e0(Y).
\+p01(X,Y) :- e1(X), between(1, 3, Y).
p10(X,X) :- e1(Z), e1(Z), e3(X,Z), \+ p01(X,X), X == X.
p10(Y,X) :- (e1(X), p01(Z,1), between(1,3,Y), Z = 3) ; (p10(Y,X), call(e0, 2)).
p10(X,X) :- e0(X), p01(Z,1), \+ e1(X), findall(V, p00(Z,V), L), L \= [].
0.25::\+p10(1,2) :- e1(2).
p11(X) :- e0(Y), p11(Y), e2, between(1,3,X), compare(O, Y, 3), call(e1, Y).
p20(Y,Y) :- e2, e0(Z), p11(Z), between(1,3,Y), \+ p00(Y,1).
p20(Y,X) <- p01(Y,Y), p10(1,X), \+ e1(Y).
query(e1(X)).
query(e2) :- between(1,2,X).
