:- use_module(library(lists)).
0.25::e0(3,3).
0.7::e0(3,2).
0.3::e0(1,1); 0.1::e0(3,3); 0.2::e0(2,2).
0.5::e1(1,3).
0.7::e1(2,3).
0.9::e1(2,1).
0.25::e2.
0.2::e3(3,2).
e3(1,3).
p00(Y) :- p01(1), e1(X,X), between(1,3,Y), \+ e2.
p00(2) :- e0(Z,Y), findall(V, e3(Y,V), L), L \= [].
p01(X) :- e0(2,2), e0(Z,X), e2, Z @>= a.
p01(X) :- e0(Z,Z), e2, p01(Z), between(1,3,X), X == X, T =.. [g, Z], T \== g(0).
p10(Y) :- (e3(Y,2), call(e1, Y, 2), compare(O, Y, 2)) ; (p10(3), between(1,3,Y), W is Y + 2, W < 5, W is Y + 3, W < 5).
p20(Y,2) :- p21, e2, p20(2,Y), not p10(Y), \+ e3(Y,2).
p20(1,X) :- e1(Y,2), p01(Z), e1(3,Y), between(1,3,X), call(e1, 1, Y), W is Y + 2, W < 5.
p20(Y,X) :- (e3(Z,2), between(1,3,X), between(1,3,Y), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2) ; (X == 1, e0(X,X), e3(X,Y), e1(X,X), findall(V, p10(V), L), length(L, N), N >= 1).
p21 :- X \== 3, e3(2,X), p01(3), e0(Y,X).
p21 :- p10(3), not e0(1,1).
0.7::p30 :- p21.
0.25::p30 :- p00(Y), W is Y + 1, W < 5, W is Y + 3, W < 5.
p30 :- p01(Y), p01(1), p00(3), call(p10, 3).
query(p01(X)).
query(p10(1)).
