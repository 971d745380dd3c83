:- use_module(library(lists)).
0.2::e0(3,2).
0.2::e1(1,3).
0.1::e1(2,2); 0.2::e1(1,1).
0.6::e2(2).
0.7::e3(3,3).
0.1::e3(2,2); 0.2::e3(1,1).
p00(Y) :- e0(3,X), e1(2,X), e1(Y,X), T =.. [g, X], T \== g(0), findall(V, e3(X,V), L), L = [].
p01(X) :- e0(Y,1), e0(3,2), e2(3), between(1,3,X), \+ e2(Y).
p01(X) :- (e0(X,1), e2(X), compare(O, X, 1)) ; (e1(1,Y), between(1,3,X)).
p10(X,Y) :- Y \== 3, e0(1,Z), e2(Y), between(1,3,X), W is Y + 2, W < 5.
0.9::p10(2,Y) :- e0(Y,X), e1(Z,Y), e3(Z,2), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2, Z == Y.
p10(Y,Y) :- e3(Y,Z), e1(Z,Z), e3(2,Y).
p20(X) :- p00(1), e1(Z,X).
P::p20(X) :- (X == 1, e2(Y), between(1,3,X), X \== X), P is X / 4.
0.1::p20(X) :- e2(Z), between(1,3,X).
p21 :- e2(3), e2(X), X \= X, \+ p10(1,X).
p30 :- p00(Z), \+ e2(Z).
P::p31(X,Y) :- (p21, between(1,3,X), between(1,3,Y), findall(V, e1(2,V), L), L = []), P is Y / 4.
p31(Y,Y) :- p10(1,Z), between(1,3,Y), call(p01, Y).
query(e3(X,Y)).
query(e0(X,X)) :- between(1,2,X).
