:- use_module(library(lists)).
0.1::e0(2,2).
0.1::e0(2,1).
0.1::e0(3,3); 0.3::e0(1,1); 0.2::e0(2,2).
0.75::e1(2).
p00(Y) :- (p00(Z), p00(Z), e1(Z), between(1,3,Y)) ; (p00(Z), between(1,3,Y), \+ e1(Z), \+ e0(2,3)).
p10 :- e0(X,Z), e1(Z).
p10 :- e1(3).
p10 :- p10, p10, e1(Y).
p20(X) :- p00(Z), p20(Z), p20(Z), between(1,3,X).
P::p30(X) :- (p31(Z), between(1,3,X)), P is X / 4.
P::p31(Y) :- (p00(Y), findall(V, p20(V), L), length(L, N), N >= 1, not e0(Y,Y)), P is Y / 4.
query(p31(X)).
query(p00(X)) :- between(1,2,X).
