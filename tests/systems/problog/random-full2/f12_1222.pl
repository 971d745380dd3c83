:- use_module(library(lists)).
e0(2).
0.2::e0(1); 0.1::e0(2).
0.6::e1.
0.3::e2(2,1).
0.2::e2(3,3); 0.2::e2(2,2); 0.2::e2(1,1).
0.5::e3(1).
p00(Y) :- e2(Z,2), e0(1), e3(Z), between(1,3,Y).
p00(Y) :- e2(1,1), between(1,3,Y), findall(V, e2(Y,V), L), length(L, N), N >= 1.
0.8::p10 :- e3(Z), e1, Z @=< 3.
0.7::p20(X) :- p00(3), between(1,3,X), compare(O, X, 1), call(e0, X).
0.6::p20(X) :- e3(3), e0(3), between(1,3,X), \+ e2(X,X).
p20(Y) <- (e1, p10, between(1,3,Y)) ; (p20(1), between(1,3,Y), \+ p00(Y)).
p21(X) :- (e1, between(1,3,X), X == X, findall(V, e3(V), L), L \= []) ; (e0(3), e1, p00(3), between(1,3,X)).
query(e2(2,3)).
query(p10).
query(e3(X)) :- between(1,2,X).
