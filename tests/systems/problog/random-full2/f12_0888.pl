:- use_module(library(lists)).
0.5::e0(2).
0.1::e0(3); 0.3::e0(1).
0.5::e1(2,2).
0.7::e1(1,1).
P::p00(X) :- (p00(X), e0(Y)), P is X / 4.
p00(X) :- e0(Z), p01, between(1,3,X), compare(O, Z, 2).
0.7::p00(Y) :- (p01, e0(X), e0(X), between(1,3,Y), findall(V, e0(V), L), L = []) ; (p00(Z), p01, between(1,3,Y)).
p01 :- (e0(X), \+ e1(X,3)) ; (e1(X,X), p01, p01).
p10(Y) :- e1(X,X), between(1,3,Y), X @=< f(1).
P::p10(X) :- (p11(Y), p00(Y), p11(Y), between(1,3,X), findall(V, e0(V), L), L \= []), P is X / 4.
0.2::p11(X) :- e0(X), e0(X).
p11(X) :- Y \== 3, p00(Y), between(1,3,X).
p11(X) :- p11(Z), p00(2), e1(Z,Y), between(1,3,X), call(e1, 2, X).
query(p10(Y)).
query(p11(Y)).
query(p01) :- between(1,2,X).
