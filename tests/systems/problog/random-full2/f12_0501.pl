:- use_module(library(lists)).
0.4::e0(2).
0.7::e0(1).
0.5::e1(3).
0.6::e1(1).
P::p00(Y) :- (e0(1), between(1,3,Y)), P is Y / 4.
0.8::p00(X) :- (p00(1), p01, between(1,3,X)) ; (e1(Z), between(1,3,X), call(e1, X)).
P::p00(Y) :- (e1(X), p01, p01, between(1,3,Y)), P is Y / 4.
p01 :- e0(Z), p01, p00(Y), call(e1, Z), findall(V, e1(V), L), L \= [].
p10(X,X) :- p10(Z,Y), between(1,3,X), call(p00, Z).
P::p10(Y,Y) :- (Y \== 3, p10(Y,Z), p00(1), Z @=< 1), P is Y / 4.
p20(X) :- (p01, e1(X)) ; (p00(Z), between(1,3,X), Z = X, findall(V, p10(X,V), L), L = []).
0.9::p20(X) :- e0(X), p21(X), call(p10, X, 3).
P::p20(X) :- ((p21(Y), e1(Y), between(1,3,X), X =\= 2, X @>= 2) ; (p00(3), between(1,3,X), X =\= 1, \+ e1(1))), P is X / 4.
p21(Y) :- p00(1), p21(3), p01, between(1,3,Y).
0.6::p21(1) :- (p01, p01) ; (p10(X,3), p00(X), p01, call(e1, 3)).
query(e1(1)).
query(e0(3)).
query(p10(X,Y)).
