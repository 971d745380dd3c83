:- use_module(library(lists)).
0.2::e0(1,1).
e0(2,3).
0.1::e0(3,3); 0.1::e0(1,1).
0.8::e1(3).
0.4::e2(2).
0.5::e3(2,2).
0.8::e3(3,2).
0.1::e3(3,3).
0.3::e3(1,1); 0.2::e3(3,3).
p00(X,Y) :- p00(2,Y), between(1,3,X).
0.8::p00(Y,Y) :- X == 1, e1(X), between(1,3,Y).
\+p00(Y,Y) :- e0(Y,2).
p01(X) <- (e3(Z,2), between(1,3,X), findall(V, e3(Z,V), L), sort(L, S), length(S, N), N < 2) ; (p01(1), p00(2,Y), between(1,3,X)).
p01(X) :- (e2(Z), e2(Y), e0(Z,X)) ; (e3(1,Z), p01(Y), p01(X), findall(V, e2(V), L), L \= []).
p01(Y) :- Z \== 1, e1(Y), e1(Z).
0.9::\+p01(Y) :- e3(Y,1).
p10(X) :- p11(2), between(1,3,X), X \== X, call(e3, X, X).
p10(1) :- p00(X,1), p11(Z).
p10(Y) :- p11(2), p01(Z), e0(Z,X), between(1,3,Y), \+ p01(X), Z = Y.
0.3::p11(3) :- p01(3), \+ e3(3,2).
P::p11(X) :- (e3(Y,X), e3(2,Z), p01(Z), Y @>= 1), P is X / 4.
p11(2) :- (e0(X,X), p01(Z), e2(X), \+ e2(Z), X @>= 1) ; (e2(Z), e1(Z), e0(X,Z), compare(O, X, 1), \+ e3(Z,Z)).
0.9::p20 :- p10(3), p10(X), X = X, X =:= 2.
p20 :- p10(2), e1(3), p21(Z), subquery(e0(3,1), Q), Q < 0.33.
\+p20 :- e0(3,2).
p21(2) :- p10(X), e1(1), W is X + 1, W < 5.
0.2::\+p21(2) :- e2(3).
0.9::p30(Y) :- (e0(X,X), between(1,3,Y), findall(V, e2(V), L), L = [], X == 3) ; (p20, p00(3,Y)).
p30(X) :- Y \== 1, e0(Y,Y), between(1,3,X), W is X + 2, W < 5.
p30(3) :- p10(X), findall(V, p10(V), L), L = [], X = X.
0.5::\+p30(2) :- e1(1).
query(p30(2)).
query(p20).
query(p00(X,X)) :- between(1,2,X).
evidence(p11(1), true).
