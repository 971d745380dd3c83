:- use_module(library(lists)).
0.7::e0(3).
0.4::e1(3,3).
0.2::e1(3,1).
0.7::e2(2,3).
0.2::e2(3,3).
0.7::e2(3,1).
p00(1) :- p00(Y), p00(X), e2(Y,2), X @< 2, W is Y + 1, W < 5.
p10 :- p00(Y), p00(1), Y @=< f(1).
0.9::p10 :- e2(X,X), T =.. [g, X], T \== g(0).
p10 :- Y \== 1, p11(Y), p11(Z), e2(Y,Y), findall(V, e0(V), L), L \= [].
p11(X) :- (e2(X,2), p10, e2(X,X)) ; (e0(3), p10, e0(2), between(1,3,X), X == 2).
P::p11(Y) :- (e0(X), p00(1), between(1,3,Y), \+ e2(Y,X)), P is Y / 4.
p20 :- e0(1).
p20 :- p10, e2(X,Y), e0(Z).
0.25::p20 :- (e0(Y), p10, p00(3), not p00(1), Y < 2) ; (e0(Z), e1(Z,Z), p11(X), X @>= a, findall(V, e0(V), L), L = []).
p30(X) :- p10, p11(1), between(1,3,X), compare(O, X, 3).
0.2::p30(Y) :- p20, between(1,3,Y), findall(V, e2(Y,V), L), length(L, N), N >= 1.
query(p11(2)).
query(p11(1)).
query(p20) :- between(1,2,X).
