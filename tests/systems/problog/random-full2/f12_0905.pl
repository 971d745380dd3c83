:- use_module(library(lists)).
e0(1).
e0(3).
0.2::e0(2); 0.3::e0(1).
0.2::e1(3,3).
e2(3,2).
0.1::e2(2,2).
0.7::e3.
p00(Y,X) :- e1(1,Y), between(1,3,X).
P::p00(1,Y) :- (e1(3,Z), p00(Z,Z), e3, between(1,3,Y), \+ e0(Z)), P is Y / 4.
0.1::p01(Y) :- (e0(Z), e3, e2(Z,3), between(1,3,Y), W is Z + 2, W < 5) ; (e2(Y,3), e1(Y,Y), Y < 2).
p10 :- (p01(Y)) ; (e0(Z)).
p10 :- e0(Z), Z \== 1, \+ e3.
p10 :- e1(X,1), p00(X,X), e2(X,Y), findall(V, p00(3,V), L), L \= [], not e1(Y,Y).
p11(X,X) :- p01(X), e1(Y,X), e0(Y), \+ p01(1).
p11(Y,2) :- p11(Y,X), T =.. [g, X], T \== g(0).
0.2::p20(Y,X) :- p01(1), p00(X,X), between(1,3,Y), X =:= 2, not e0(X).
0.25::p20(1,Y) <- e0(Y), \+ e1(3,Y), T =.. [g, Y], T \== g(0).
query(e2(X,1)).
query(p00(2,2)).
query(p00(Y,2)).
