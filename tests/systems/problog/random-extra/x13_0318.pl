:- use_module(library(lists)).
0.4::e0(1,1).
0.25::e0(1,3).
0.2::e2(3).
0.3::e2(1); 0.1::e2(2).
0.1::e3(2).
p00(Y) :- p01(Y), e3(Y), e3(Y).
p00(Y) :- e2(3), e2(Z), between(1,3,Y).
p01(X) <- p01(X).
p01(3) :- e0(Y,X), p00(1), e3(1).
0.4::\+p01(Y) :- e1(Y).
p10(Y) <- p10(X), e0(3,X), between(1,3,Y), Y @< f(1).
p10(Y) :- p01(X), e2(X), e0(Y,X), compare(O, X, 2), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
p10(Y) :- e1(Y), W is Y + 2, W < 5.
p20(X,3) :- e1(X), p20(1,3), p00(Y), Y =\= 3.
0.25::p20(X,Y) :- (e2(X), e2(2), e2(1), between(1,3,Y)) ; (e0(Y,Z), e3(Y), between(1,3,X), findall(V, e0(1,V), L), sort(L, S), length(S, N), N < 2).
0.5::p21(Y,2) :- p01(Y), p21(Y,1).
query(e3(Y)).
query(p10(Y)).
query(p20(X,X)).
query(p21(X,X)) :- between(1,2,X).
