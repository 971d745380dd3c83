:- use_module(library(lists)).
0.2::e0(3).
0.75::e1(2,1).
p00(X,Y) :- e1(3,Z), between(1,3,X), between(1,3,Y).
p00(Y,Y) :- e0(3), between(1,3,Y), not e0(Y).
p10 :- e0(Y), p11(1), \+ p00(Y,Y), \+ e0(Y).
p10 :- (p10) ; (p00(Z,X), p11(Z), p11(X)).
p11(Y) :- p11(Y), e1(X,2), not e1(X,X), X \== 2.
\+p11(Y) :- e1(Y,1).
0.5::p20(X,Y) :- p10, p10, between(1,3,X), between(1,3,Y), findall(V, e1(3,V), L), L \= [], call(e1, Y, X).
p20(Y,X) :- Y \== 1, e1(2,2), e1(1,1), between(1,3,X), between(1,3,Y), X \= X.
p21(Y) :- p20(Y,Y).
query(p00(Y,X)).
query(e0(1)).
