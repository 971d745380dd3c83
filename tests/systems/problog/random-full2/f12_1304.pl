:- use_module(library(lists)).
0.9::e0(1).
0.1::e0(2); 0.3::e0(1); 0.1::e0(3).
0.1::e1(1,1); 0.3::e1(3,3); 0.1::e1(2,2).
p00(X) :- (e0(Y), p00(Y), between(1,3,X), findall(V, e1(Y,V), L), sum_list(L, T), T > 2, \+ e0(1)) ; (p00(Y), p01(Y), between(1,3,X)).
0.25::p00(2) :- p00(3), call(e1, 3, 2).
0.7::p00(X) :- p00(X), not e0(3).
p01(3) :- e0(3), e0(1), e1(X,3), not e0(X).
p01(3) :- e0(Y), \+ e1(Y,Y).
p01(3) :- e1(2,1), e0(X), e1(Z,X), not e1(1,Z).
P::p10(X,Y) <- ((p10(X,X), p10(X,Z), between(1,3,Y), \+ e1(Y,3), findall(V, p01(V), L), L = []) ; (e0(3), p10(Z,3), between(1,3,X), between(1,3,Y), Z == X)), P is X / 4.
p20(Y) :- p20(Z), between(1,3,Y).
0.8::p20(1) :- p21(2,3), T =.. [g, 1], T \== g(0).
p21(Y,X) :- p21(X,Y), Y == X, findall(V, e1(Y,V), L), L \= [].
P::p21(Y,X) :- (X \== 2, p10(3,2), p10(2,1), between(1,3,X), between(1,3,Y), W is Y + 3, W < 5), P is X / 4.
query(p20(X)).
query(e0(3)).
query(e0(X)) :- between(1,2,X).
