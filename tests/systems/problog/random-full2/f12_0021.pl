:- use_module(library(lists)).
0.1::e0(2,3).
0.7::e0(1,1).
0.1::e1.
p00 :- p00, e1, T =.. [g, 3], T \== g(0).
p00 :- e1, e1, \+ e0(1,3).
0.1::p00 :- e0(3,X), findall(V, e0(3,V), L), L \= [].
p01(Y) :- (e0(X,Y), p00, p01(Z)) ; (X \== 1, p01(X), e0(3,Z), p01(X), between(1,3,Y), W is Y + 1, W < 5).
p01(X) :- e1, e0(1,Z), e0(Z,Z), between(1,3,X), call(e0, Z, 3), W is Z + 1, W < 5.
p10(X,X) :- p00, p00, between(1,3,X), call(p01, X).
p10(X,Y) :- e1, p10(Z,Y), p01(Z), between(1,3,X).
p10(1,X) :- Y == 2, p10(Y,1), between(1,3,X).
p20(Y) <- p00, p10(X,Y), findall(V, p10(X,V), L), sum_list(L, T), T > 2, compare(O, Y, 1).
p20(X) :- p20(Y), p21(Y), p21(Y), between(1,3,X).
p21(3) :- p01(2), T =.. [g, 1], T \== g(0).
p21(1) :- p21(Y), Y >= 2.
query(e0(Y,X)).
query(p00).
