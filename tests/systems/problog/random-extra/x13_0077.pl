:- use_module(library(lists)).
0.8::e0.
0.2::e1(1,1).
0.2::e2(2).
0.8::e2(1).
0.3::e2(1); 0.2::e2(3).
e3(1,3).
p00(X,Y) :- (p01(X,X), e1(Z,Y), p01(Y,Z), Z @< f(1)) ; (e3(X,2), between(1,3,Y), compare(O, X, 1)).
p00(Y,Y) :- (e2(Y)) ; (e1(Y,X), findall(V, e2(V), L), L \= []).
p00(Y,X) :- e1(X,3), e1(2,X), between(1,3,Y), X = X.
0.25::\+p00(2,3) :- e3(2,2).
p01(1,X) :- p01(Y,3), p00(1,Y), e1(X,Y).
p10 :- p01(3,X), p00(Y,X), p01(Y,X).
p10 :- (e0, e2(3)) ; (e3(Y,Y), e0, e0, W is Y + 2, W < 5).
\+p10 :- e1(1,2).
p11(X,X) :- e2(Z), e1(X,1), p01(X,Y).
p11(Y,1) :- e3(X,3), e2(X), between(1,3,Y), \+ e3(Y,Y), findall(V, e2(V), L), length(L, N), N >= 1.
0.6::\+p11(Y,Y) :- e3(Y,3).
query(e1(1,2)).
