:- use_module(library(lists)).
0.7::e0(3).
0.4::e0(2).
0.2::e0(2); 0.2::e0(3).
0.9::e1(1).
p00(Y) :- p00(X), p00(Y), e0(1), X \== X, not e1(Y).
P::p00(X) :- (X \== 2, e1(X)), P is X / 4.
p10 :- e1(3), p00(Z).
P::p20(Y,Y) <- ((p00(X), p20(3,3), between(1,3,Y), X \= Y, W is Y + 2, W < 5) ; (Y == 3, p20(X,1), e1(X), e0(X), between(1,3,Y))), P is Y / 4.
p20(Y,Y) :- p00(Z), p10, between(1,3,Y), \+ e1(Z), Z == Y.
p20(X,Y) :- e0(1), p00(2), between(1,3,X), between(1,3,Y), T =.. [g, X], T \== g(0).
p30(X,X) :- e1(3), p30(Y,Z), between(1,3,X), \+ e1(3), findall(V, p00(V), L), sum_list(L, T), T > 2.
query(p00(2)).
query(p20(2,2)).
