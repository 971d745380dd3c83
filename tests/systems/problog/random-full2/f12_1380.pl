:- use_module(library(lists)).
e0(1).
0.8::e1(3).
e1(2).
0.6::e1(1).
p00(3) :- p00(X), e1(X).
P::p00(Y) :- (p00(X), between(1,3,Y)), P is Y / 4.
p00(1) :- e0(Y), e0(1), p00(X).
0.25::p01(1,X) :- p01(X,X).
p01(1,Y) :- (e1(Y), not e1(Y)) ; (p00(3), e1(X), e0(2), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2, call(e0, 1)).
p01(Y,X) :- e1(Y), e0(X).
p10(X,X) :- (p00(Y), p10(2,X), p00(3), compare(O, Y, 3)) ; (Z == 1, p10(Y,Z), between(1,3,X)).
0.75::p20(X) :- (p00(Z), p00(Z), between(1,3,X), Z @>= 3) ; (p01(3,Y), e1(X), \+ e1(2), findall(V, e0(V), L), L = []).
0.3::p20(Y) :- p10(Y,Y), Y \= Y, W is Y + 3, W < 5.
p20(1) <- e1(Z), p20(Z), e0(Z), \+ e1(1).
p30(Y) :- (Y == 3, p20(Z), p10(Z,Z), between(1,3,Y)) ; (p00(Z), p10(2,1), between(1,3,Y)).
0.9::p30(X) :- p00(X), e0(X), p31(Z,2), \+ p10(X,X).
p31(X,X) :- p31(2,3), between(1,3,X), call(p10, X, X).
p31(Y,Y) :- p20(Z), p00(X), p20(Z), between(1,3,Y).
p31(X,X) :- e0(Y), e1(Y), e1(2), between(1,3,X), W is Y + 1, W < 5.
query(p01(1,X)).
query(e1(1)).
