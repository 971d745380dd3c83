:- use_module(library(lists)).
0.4::e0(3,2).
0.3::e1.
e2(3).
0.3::e2(1).
0.25::e3.
p00(Y) :- e0(X,2), between(1,3,Y), X =:= 3.
p10(Y) :- (e2(2), between(1,3,Y), Y \= Y) ; (Y \== 3, p10(Y), p10(Y), \+ e3).
p11(X,X) :- e2(1), between(1,3,X), T =.. [g, X], T \== g(0), X == X.
p20(Y) <- (p00(X), p21, p21, between(1,3,Y)) ; (e3, p11(2,Z), between(1,3,Y), \+ e1, call(p10, 2)).
p20(Y) :- e0(X,Y).
p20(2) :- e2(1), p00(3), findall(V, e0(2,V), L), length(L, N), N >= 2.
p21 :- p11(X,X), e0(1,3), not p00(X).
p21 :- e1, e2(Z), e2(Z).
0.9::p21 :- p21, findall(V, p11(3,V), L), L = [].
0.3::p30(Y) :- (e0(Z,2), p00(1), between(1,3,Y)) ; (Y \== 2, p21, p20(X), p00(Y), call(p00, 1)).
p30(X) :- e3, between(1,3,X), not p20(3), not e0(2,X).
p30(2) :- e1.
0.4::\+p30(Y) :- e1, between(1, 3, Y).
query(p10(3)).
query(e0(X,X)) :- between(1,2,X).
