:- use_module(library(lists)).
0.75::e0(2,1).
e0(3,1).
0.3::e0(3,3); 0.3::e0(1,1).
0.1::e1.
0.7::e2(2,2).
e2(3,2).
e2(1,1).
p00(X) :- e0(Y,Z), e0(2,2), between(1,3,X).
p00(X) <- e1, e2(Y,X), \+ e1, Y \== X.
p10 :- (p00(Y), e1, e1) ; (e0(Y,1), p00(Y)).
p10 :- p10, not e0(3,2), \+ e1.
0.8::p10 :- e1, p10, findall(V, p00(V), L), length(L, N), N >= 1.
p20 :- (p00(Y), p10, findall(V, p00(V), L), L = []) ; (p21(Y,X), p20, p20).
p20 :- (X \== 2, e0(X,Z), compare(O, X, 1)) ; (p10, e2(X,1), e2(X,X)).
p20 <- p10, e2(Z,Y), e2(3,Z), \+ e1.
p21(X,Y) :- e0(Y,X), p00(X), W is Y + 2, W < 5, Y @< 1.
p30(X) :- (p10, e1, p20, between(1,3,X), T =.. [g, X], T \== g(0)) ; (X \== 3, p00(2), e1, between(1,3,X), X \== X).
p30(X) :- e0(X,Y), e2(Y,X), e1, call(e0, X, X).
0.3::p30(3) :- p30(2), p31.
p31 <- Y \== 1, e0(Z,Y), p00(Y), p31, Y @< 2.
p31 :- (p21(Y,Y), Y \= Y, not e0(Y,2)) ; (e0(Z,Z), e2(Z,3), e2(Z,1), findall(V, e0(Z,V), L), sort(L, S), length(S, N), N < 2).
query(p30(X)).
query(e1).
