:- use_module(library(lists)).
0.9::e0(3,1).
0.25::e1(2).
0.8::e2(1,3).
e2(1,2).
0.1::e3(3,3).
p00(X) :- e2(X,3), e2(X,Z), \+ e2(Z,Z).
p00(X) :- e0(2,X), e0(2,2), e1(X), W is X + 3, W < 5, X @< f(1).
0.8::p10(1,3) :- p10(Z,Z), e2(2,X), p00(Y), Y >= 3.
p20 :- e3(X,2), \+ e3(X,1), T =.. [g, X], T \== g(0).
p21(1) :- (e0(Z,3), e3(Z,1), p00(Z)) ; (e3(Y,3), e1(Y), e1(X), findall(V, e2(1,V), L), L \= [], findall(V, e0(Y,V), L), length(L, N), N >= 2).
p21(Y) :- e3(Y,Z), p21(Y), \+ e3(Y,Z).
P::p21(X) :- (p10(Y,Z), between(1,3,X)), P is X / 4.
p30(1) :- e3(Y,3).
p30(3) :- (p10(2,Y), p00(3), call(p00, Y)) ; (p31(2), p20).
P::p31(X) :- (p30(1), e3(Y,Z), p00(Z), between(1,3,X), findall(V, e2(3,V), L), sum_list(L, T), T > 2), P is X / 4.
query(p30(2)).
query(e0(2,2)).
