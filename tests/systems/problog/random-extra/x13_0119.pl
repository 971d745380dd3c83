:- use_module(library(lists)).
e0(3,2).
e1(3).
0.75::e1(2).
0.3::e1(1); 0.3::e1(3); 0.2::e1(2).
0.3::e2(3).
e3.
p00 :- e0(1,Y), p00, e2(Y), compare(O, Y, 1), Y =\= 3.
p00 :- e2(3), p00.
0.3::\+p00 :- e1(2).
p01(Y,Y) :- p00, e2(Y), e3, W is Y + 3, W < 5, findall(V, e1(V), L), L \= [].
p01(X,X) :- e0(3,Y), e2(Y), between(1,3,X).
0.8::p01(2,Y) :- e0(1,X), p00, between(1,3,Y), X = X.
p10 :- p01(Y,Z), p00, p00, \+ p01(1,Y).
\+p10 :- e0(2,1).
query(p10).
query(p00).
query(e2(3)).
query(\+ e0(1,3)).
