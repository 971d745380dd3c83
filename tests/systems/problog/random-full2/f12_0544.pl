:- use_module(library(lists)).
0.5::e0.
e1(1,3).
0.3::e1(2,2); 0.3::e1(3,3).
p00(X) :- p00(Y), between(1,3,X).
p00(Y) :- (e1(Z,Y), findall(V, e1(Z,V), L), L \= [], findall(V, e1(1,V), L), L \= []) ; (e0, between(1,3,Y), findall(V, e1(1,V), L), L = []).
p00(X) :- e1(Y,Z), between(1,3,X), X == Y.
p10(X) :- p10(Y), between(1,3,X), \+ e1(Y,Y).
p11 :- e1(1,X), call(p00, 2), T =.. [g, X], T \== g(0).
p11 :- p11, findall(V, p00(V), L), length(L, N), N >= 2.
p20(2) :- p00(X), e1(X,1), W is X + 2, W < 5, \+ e1(X,X).
p21(X,X) :- p21(3,3), p21(Z,1), p10(3), between(1,3,X), findall(V, p00(V), L), L \= [].
p21(Y,Y) :- (e1(Y,Y), p10(3), p10(3), call(e1, 3, Y), W is Y + 1, W < 5) ; (p20(2), p00(Z), e0, between(1,3,Y), Y \= Y, Y \== 3).
0.6::p30(Y) :- p31(Z), p21(1,X), between(1,3,Y).
p30(X) :- p11, between(1,3,X), not p20(X).
p31(X) :- X == 1, p30(Z), between(1,3,X).
query(p11).
