:- use_module(library(lists)).
0.3::e0(1,1).
0.1::e0(3,2).
0.2::e0(2,3).
e0(2,2).
0.8::e1(3).
0.9::e2(2,1).
0.2::e2(1,2).
0.3::e2(2,2); 0.3::e2(3,3).
p00 :- e2(X,Y), e2(2,Y).
p00 :- (e1(Z), p00, e2(X,Z), findall(V, e2(Z,V), L), sum_list(L, T), T > 2, \+ e2(1,Z)) ; (p00, e2(X,1), findall(V, e0(X,V), L), L \= [], X == X).
p10(X) :- p00, e0(Y,Y), e2(2,Y), between(1,3,X), W is X + 3, W < 5, X >= 3.
p10(Y) :- e0(X,Z), e1(X), e0(3,2), between(1,3,Y), Y @=< 3.
p20(X) :- (e0(1,1), p20(Y), between(1,3,X), not p10(3)) ; (e1(X), p10(X), findall(V, p10(V), L), L \= []).
p20(Y) :- e1(X), p20(X), e0(Z,X), between(1,3,Y), \+ p10(Z), \+ e1(1).
P::p20(X) :- (e2(X,X), e1(Y), compare(O, Y, 3), \+ p00), P is X / 4.
p30 :- p30, e2(2,1), e2(2,Z).
p30 :- e1(Z), \+ e1(2).
p30 :- (e0(Z,1), call(e0, Z, Z)) ; (p10(Z), e1(Z)).
p31(X) <- X == 3, p10(Y), between(1,3,X).
P::p31(Y) :- (e1(Y)), P is Y / 4.
query(p31(2)).
