:- use_module(library(lists)).
0.4::e0(3,3).
e1(1).
0.9::p00(Y) :- p01, p01, between(1,3,Y), not e0(3,Y), compare(O, Y, 1).
p00(1) :- p01, findall(V, e0(2,V), L), L \= [].
p01 :- e1(X), p01.
p10 :- p10, \+ e1(3).
p10 :- p01, p10, e1(X).
p11(X) :- (p11(2), p00(Z), p10, between(1,3,X), findall(V, p00(V), L), L = []) ; (X == 2, e1(X), e0(X,Y), findall(V, e0(Y,V), L), sum_list(L, T), T > 2).
p11(Y) :- p01, p10, e1(3), between(1,3,Y), \+ p00(Y).
P::p11(X) :- ((p01, e0(Z,2), e1(3), between(1,3,X)) ; (p00(Y), e1(Y), between(1,3,X), call(e0, Y, Y), findall(V, e0(X,V), L), sum_list(L, T), T > 2)), P is X / 4.
P::p20(Y,3) :- (p00(X), between(1,3,Y)), P is Y / 4.
0.1::p20(X,Y) :- p00(1), e1(1), between(1,3,X), between(1,3,Y).
0.4::p21(3,2) :- p10, e0(2,Z), \+ p11(Z), Z \= Z.
query(p10).
query(p20(Y,X)).
