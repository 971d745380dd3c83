:- use_module(library(lists)).
e0(3).
0.8::e0(1).
e1(3,3).
e2(2).
p00(Y,1) :- e0(2), e0(X), between(1,3,Y).
p00(Y,X) :- (p01(Z), e1(Z,Z), e2(Z), between(1,3,X), between(1,3,Y), compare(O, Z, 3)) ; (p00(Z,2), e1(2,X), e2(Z), between(1,3,Y), Z \= Z).
P::p01(Y) :- ((e0(3), e2(2), e1(Z,X), between(1,3,Y), compare(O, Y, 3), \+ e0(Z)) ; (e2(2), between(1,3,Y))), P is Y / 4.
p01(X) :- Z == 3, e1(Z,Z), e1(Z,Z), p00(1,Z), between(1,3,X).
p01(Y) :- p00(3,Y), p00(2,Y), p00(Y,Y), findall(V, e0(V), L), L = [].
0.5::p10 :- p01(2), findall(V, p00(3,V), L), sum_list(L, T), T > 2.
0.7::p20(Y) :- p21(X), p21(X), between(1,3,Y).
0.25::p20(X) :- p00(Y,1), between(1,3,X), X =:= 3, Y =:= 2.
P::p20(X) <- (p21(3), p20(Z), between(1,3,X), W is Z + 3, W < 5), P is X / 4.
p21(1) :- e1(X,Y), findall(V, p01(V), L), length(L, N), N >= 1, not e0(Y).
p21(X) :- p20(3), p00(X,X), \+ p00(X,X).
query(e1(2,2)).
query(p20(X)).
