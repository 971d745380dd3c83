:- use_module(library(lists)).
0.6::e0(1).
0.1::e0(3); 0.1::e0(2).
e1(1,3).
0.3::e1(2,1).
0.25::e1(2,2).
0.3::e1(1,1); 0.1::e1(3,3).
0.75::e2(2).
0.3::e2(1); 0.1::e2(2).
p00 :- e2(X), e1(X,X), T =.. [g, X], T \== g(0), W is X + 2, W < 5.
p00 :- e0(X), X =:= 1, T =.. [g, X], T \== g(0).
p00 :- p00, e2(Y), e1(2,2).
p10 :- (e0(Z), e0(Z), e2(3), T =.. [g, Z], T \== g(0), \+ e0(Z)) ; (p00, e0(3), e0(X), X =:= 1, T =.. [g, X], T \== g(0)).
p10 :- e1(Y,2).
p20 :- p00.
p20 :- (X \== 3, e2(X), e2(X), findall(V, e0(V), L), sum_list(L, T), T > 2) ; (p21(Z), p21(Z), e0(X), findall(V, e2(V), L), L \= [], compare(O, Z, 1)).
P::p21(X) :- ((p10, between(1,3,X), not e0(X)) ; (p21(X))), P is X / 4.
p21(Y) :- Z == 1, e1(Y,Y), e1(1,Y), p21(Z).
p21(Y) <- p21(Y), T =.. [g, Y], T \== g(0), Y \== Y.
query(e1(X,1)).
query(p10).
