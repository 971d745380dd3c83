:- use_module(library(lists)).
0.3::e0(1,1).
0.2::e0(1,2).
e0(1,3).
0.6::e1(1).
0.25::e1(2).
0.1::e1(1); 0.2::e1(2); 0.1::e1(3).
0.9::e2.
p00 <- p00, e0(Y,X), e0(X,Z), W is Z + 3, W < 5, findall(V, e0(1,V), L), L \= [].
0.7::p10(1) :- e2, e2.
p10(X) <- p10(3), between(1,3,X), findall(V, e0(X,V), L), sum_list(L, T), T > 2.
p20(X,2) :- (p10(X), e1(X), p00) ; (p10(Y), p21(2), p10(2), between(1,3,X), T =.. [g, X], T \== g(0)).
p20(Y,X) :- e2, e1(3), between(1,3,X), between(1,3,Y), W is Y + 1, W < 5.
P::p20(1,Y) :- (e1(Z), p20(Z,Z), between(1,3,Y)), P is Y / 4.
p21(X) :- e2, p21(X), p00.
p21(Y) :- p20(Z,X), e1(X), e2, between(1,3,Y), W is Z + 2, W < 5, X < 2.
p21(Y) <- p21(Z), e1(3), between(1,3,Y), Y < 3.
query(p10(1)).
query(p20(X,X)) :- between(1,2,X).
