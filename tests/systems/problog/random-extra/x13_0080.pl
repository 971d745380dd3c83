:- use_module(library(lists)).
e0(3,2).
0.3::e0(1,1); 0.3::e0(2,2); 0.1::e0(3,3).
e1(2).
0.2::e1(1); 0.2::e1(2).
0.7::e3(2,1).
p00(Y) :- p00(2), e2(Z), between(1,3,Y), call(e0, 3, Y), Z \== Z.
p00(1) :- e1(3), e2(X), e0(3,X), X =\= 3.
0.8::p00(X) :- (p00(X), p00(2), findall(V, e1(V), L), length(L, N), N >= 1, subquery(e3(1,1), Q), Q > 0.33) ; (p00(3), e2(X), e3(3,X), \+ e1(X)).
p10(3) :- e2(Z).
p11(X) :- e3(X,Z).
p11(X) :- (e1(Z), p00(1), e3(3,3), between(1,3,X), compare(O, Z, 3), findall(V, p00(V), L), L \= []) ; (e0(Z,Z), between(1,3,X)).
p11(X) :- p11(3), between(1,3,X), W is X + 2, W < 5, \+ e1(X).
query(p11(Y)).
query(p00(Y)).
query(e0(X,X)).
query(e2(X)) :- between(1,2,X).
