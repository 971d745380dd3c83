:- use_module(library(lists)).
e0(2,2).
0.75::e0(1,2).
0.8::e1(1,2).
0.1::e1(2,2); 0.1::e1(1,1); 0.1::e1(3,3).
0.5::e2(3).
0.3::e2(1); 0.1::e2(2).
0.4::e3(3).
e3(2).
0.3::e3(3); 0.3::e3(2); 0.1::e3(1).
p00(X) :- (e2(Y), e0(2,Y), between(1,3,X), not e2(Y)) ; (e2(X), e1(X,X)).
p00(Y) :- (e3(2), p01(Z), e0(Y,Z), compare(O, Y, 1)) ; (e0(X,X), e2(X), e2(3), between(1,3,Y)).
p00(2) :- (e2(Y), \+ e3(3), not e1(Y,Y)) ; (e0(3,3), e2(1), findall(V, e1(1,V), L), L \= []).
p01(Y) :- p01(2), p01(Z), between(1,3,Y).
0.7::p10 :- p00(Z), findall(V, e0(Z,V), L), L \= [].
p10 :- (e1(1,X), e2(X), p10, call(e1, X, X), X @=< 1) ; (p00(X), e2(X)).
query(e2(Y)).
query(p01(X)) :- between(1,2,X).
