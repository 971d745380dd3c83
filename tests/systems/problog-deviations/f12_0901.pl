:- use_module(library(lists)).
0.4::e0.
0.1::e1(2,3).
0.8::e1(1,1).
0.3::e1(2,2); 0.2::e1(3,3).
p00 :- (Z == 3, p00, e1(Z,3), e1(Z,Y), not e1(Y,Z)) ; (e0, e0).
0.75::p10(X,X) :- p11, e1(Z,Z), between(1,3,X).
0.2::p10(Y,X) :- p10(Z,Y), e1(Z,Z), p00, between(1,3,X), findall(V, e1(Y,V), L), sum_list(L, T), T > 2, X == X.
P::p10(Y,2) :- (p11, p10(X,X), between(1,3,Y), Y @>= 2, findall(V, e1(2,V), L), L = []), P is Y / 4.
p11 :- e1(3,1), p11, T =.. [g, 1], T \== g(0), \+ e0.
p11 :- p11, e0, p00, \+ p00.
0.25::p11 :- e1(X,X), p10(X,X), X =:= 1, call(e1, X, X).
0.1::p20(X) :- p00, p20(X), p21(1), X \== X.
P::p20(Y) <- (p10(Y,Y), p00, Y \= Y, \+ p00), P is Y / 4.
p21(Y) :- e1(Y,X), call(e1, 1, X).
0.2::p21(X) :- e0, between(1,3,X), findall(V, p10(X,V), L), L = [], X < 1.
p21(1) :- p21(X), p21(3).
p30(Y) :- p11, between(1,3,Y), Y = Y, findall(V, p21(V), L), L \= [].
p30(Y) :- (e0, e1(Y,3)) ; (p21(Y), p21(X), p20(3), \+ p11).
query(e1(1,1)).
query(p21(X)) :- between(1,2,X).
evidence(p30(3), false).
