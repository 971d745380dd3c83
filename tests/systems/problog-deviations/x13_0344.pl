:- use_module(library(lists)).
0.9::e0.
0.25::e1.
0.4::e2(1,1).
e2(2,1).
0.6::e3(3).
p00 :- (e3(Y), e2(1,Y), Y < 2, findall(V, e3(V), L), length(L, N), N >= 2) ; (e1, p01(Y)).
p00 :- (e1, p00) ; (p00, e0, e3(Y)).
0.6::\+p00 :- e0.
p01(X) :- p00, e1, between(1,3,X), X < 3, findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2.
p01(3) :- (p00, p01(X), compare(O, X, 3)) ; (e1, p00).
p10(X) <- p00, e1, e1, between(1,3,X).
P::p10(Y) :- (e0, e3(Z), between(1,3,Y)), P is Y / 4.
\+p10(Y) :- e0, between(1, 3, Y).
p11(Y) :- e1, between(1,3,Y).
p11(Y) :- p10(Y), e2(Y,3), Y =\= 2, Y < 3.
0.5::\+p11(X) :- e1, between(1, 3, X).
0.4::p20(X) :- p01(3), p01(Z), between(1,3,X).
p20(Y) :- p01(X), between(1,3,Y), not p10(X).
p21(Y) :- p11(Y).
query(p10(X)).
query(e2(2,X)).
query(e1).
