:- use_module(library(lists)).
0.25::e0(2,3).
e0(3,3).
0.4::e1(3).
0.5::e1(2).
0.1::e2(1).
0.8::e3(3,1).
0.3::e3(3,3).
e3(2,2).
0.1::e3(3,3); 0.2::e3(2,2); 0.3::e3(1,1).
p00(Y) :- p00(1), e1(X), between(1,3,Y), compare(O, X, 1), W is Y + 3, W < 5.
p01(Y,X) :- (e2(X), between(1,3,Y), Y @< 1, call(e2, 3)) ; (e1(3), p01(Z,3), between(1,3,X), between(1,3,Y), findall(V, e2(V), L), L = [], call(e1, 2)).
p01(X,X) :- p01(Y,Z), e2(Z), e2(Y), between(1,3,X).
p01(X,1) :- e2(Y), between(1,3,X), Y =:= 2.
p10(Y) :- p10(X), p11, between(1,3,Y).
p11 :- (p11, e3(Z,Y), Y =\= 1) ; (e1(2), p01(X,Y), p11, findall(V, e3(Y,V), L), L = []).
p11 :- p01(Y,Z), p00(Y).
p11 :- (e3(Y,Y), e3(1,Y), p00(Y), \+ e3(2,Y), \+ e0(Y,3)) ; (e3(X,Z), p11, X @>= 2).
query(p00(Y)).
