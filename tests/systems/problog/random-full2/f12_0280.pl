:- use_module(library(lists)).
e0.
0.5::e1.
0.6::e2(1,2).
0.1::e2(3,3).
0.2::e2(3,2).
0.2::e2(2,2); 0.3::e2(3,3); 0.2::e2(1,1).
0.6::e3(3,3).
e3(1,2).
0.3::e3(2,2); 0.3::e3(3,3); 0.1::e3(1,1).
p00(Y,X) :- p00(Y,Y), between(1,3,X), call(e2, 3, X), findall(V, e2(2,V), L), sort(L, S), length(S, N), N < 2.
p00(1,X) :- (p00(Y,X), Y =\= 3, call(e3, 3, 1)) ; (p01, e1, p00(Z,X)).
p00(1,1) :- (p01, findall(V, e2(3,V), L), sort(L, S), length(S, N), N < 2, findall(V, e3(2,V), L), L \= []) ; (p01, e0, p01).
p01 :- e0, p00(Y,Z), e2(3,Z), compare(O, Y, 1), W is Z + 2, W < 5.
0.75::p10(X,Y) :- p10(2,1), e0, between(1,3,X), between(1,3,Y), Y @< a, call(e3, X, X).
p11(X) :- e3(1,X), e2(X,X), e0, not p00(3,X), X \= 2.
P::p20(Y) :- (p11(Y), e2(3,Y), p01, compare(O, Y, 2), \+ p01), P is Y / 4.
p20(X) :- p01, e2(Y,3), e0, between(1,3,X), findall(V, p00(Y,V), L), sort(L, S), length(S, N), N < 2.
P::p20(X) :- (X == 1, p21(Z,Y), p11(Y), between(1,3,X), not e3(Y,Y)), P is X / 4.
p21(Y,3) :- e1, p01, between(1,3,Y).
0.6::p21(X,1) :- p10(1,X), e1.
p30(2) :- p21(X,X), e1.
p30(X) :- X == 3, e2(3,Y), p20(Y), between(1,3,X).
p30(Y) :- e2(Z,X), between(1,3,Y), \+ e0.
query(p30(Y)).
query(e1).
query(e0).
evidence(p20(2), true).
