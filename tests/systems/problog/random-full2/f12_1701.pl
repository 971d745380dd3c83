:- use_module(library(lists)).
0.3::e0(3).
0.2::e0(2).
0.2::e0(1); 0.2::e0(2).
0.75::e2(1).
0.2::e2(2); 0.1::e2(1).
p00(3) :- p00(3), e2(Y), e2(X).
0.5::p00(Y) :- (e1(2), e1(2), e2(X), between(1,3,Y), findall(V, e0(V), L), L = [], call(e1, Y)) ; (e1(Z), p00(Z), p00(1), between(1,3,Y)).
p00(1) :- Y \== 3, p00(Y), e1(Y), p00(Z), findall(V, e0(V), L), L \= [].
p10 :- (p10, not p00(2)) ; (p10, call(e1, 3)).
0.9::p10 <- e1(3).
p20 :- p20, p21, \+ e1(3).
p20 :- (p20, not e0(2)) ; (e2(3), p20, p21, findall(V, e0(V), L), L = [], call(e1, 3)).
p21 :- (e2(3), p20, e2(1)) ; (e0(X), p10, e2(3), X @>= 1, compare(O, X, 3)).
p21 :- e2(X), \+ e0(X).
p21 :- e0(2), T =.. [g, 1], T \== g(0).
P::p30(X) :- (p10, p31(Y,X), p20), P is X / 4.
p30(Y) :- p20, p31(1,3), e0(Z), between(1,3,Y), \+ p10.
p30(3) :- p31(1,Z), Z \= 1.
P::p31(Y,Y) :- (p00(X), between(1,3,Y), Y = 2), P is Y / 4.
query(p30(X)).
query(p20).
