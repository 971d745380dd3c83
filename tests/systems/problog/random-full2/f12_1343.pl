:- use_module(library(lists)).
0.75::e0(1,1).
0.8::e1(3,1).
0.3::e1(1,1); 0.1::e1(3,3); 0.1::e1(2,2).
0.6::e2(2).
p00(X,X) :- e1(1,Z), between(1,3,X), W is Z + 1, W < 5.
0.9::p01(X) :- e0(2,Z), e1(X,Z), e1(2,1), Z == 3.
P::p01(Y) :- (e0(Y,Z), p00(2,3), e2(Z), Y < 2, findall(V, e0(Y,V), L), sum_list(L, T), T > 2), P is Y / 4.
p10 :- e2(Z), findall(V, p00(2,V), L), L \= [], call(e1, Z, 2).
p10 :- (e1(Y,Y), p01(Y), p10) ; (e0(1,Y), p01(2), e1(Y,Y), call(e0, Y, Y), Y < 1).
p20 :- e2(Y), \+ p01(1), \+ e2(Y).
P::p30(X) :- ((p10, between(1,3,X), X == X, not p00(X,X)) ; (p01(1), between(1,3,X), \+ e1(2,X))), P is X / 4.
p30(1) :- p10.
0.5::p30(Y) :- (p01(Y), e1(X,Y), p10, Y \= Y, call(e2, 2)) ; (e1(Y,Z), e1(Z,3), compare(O, Y, 3), Z @< f(1)).
query(p10).
query(p00(1,2)).
query(e0(X,1)).
