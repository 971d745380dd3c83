:- use_module(library(lists)).
e0(1).
0.2::e0(1); 0.3::e0(2); 0.1::e0(3).
0.6::e1(1,2).
0.2::e1(3,3); 0.2::e1(1,1); 0.2::e1(2,2).
0.6::e2(2).
0.1::e2(3).
0.2::e2(2); 0.2::e2(3).
0.9::e3(2,1).
0.5::e3(2,3).
p00(Y,Y) :- e2(Y), e0(Y), p00(Y,X), W is Y + 3, W < 5, compare(O, X, 1).
p10(Y,3) :- (e3(Y,Y), e3(Y,Y), e1(X,Y), Y \= Y, call(p00, 1, X)) ; (e3(1,1), e1(X,X), between(1,3,Y), W is Y + 2, W < 5, findall(V, e1(X,V), L), length(L, N), N >= 1).
0.9::\+p10(3,Y) :- e0(Y).
p20(3) :- p10(2,2), e1(Y,X), not e3(X,X), X =:= 2.
0.25::p30 :- p20(X), X =:= 2.
query(p00(Y,Y)).
query(p00(3,1)).
query(e1(3,Y)).
query(p30) :- between(1,2,X).
query(\+ e0(3)).
