:- use_module(library(lists)).
0.3::e0(1).
0.2::e0(2); 0.1::e0(1); 0.2::e0(3).
e1(2,3).
0.2::e1(1,1).
0.6::e1(1,2).
0.75::e2.
0.25::p00(Y) :- e0(1), between(1,3,Y), T =.. [g, Y], T \== g(0), call(e0, Y).
P::p00(X) :- (X == 3, p00(X), e2), P is X / 4.
p10 :- p11(Z), e2, W is Z + 2, W < 5, findall(V, e0(V), L), sum_list(L, T), T > 2.
0.25::p10 :- e2, p11(3), p11(2), findall(V, p00(V), L), L \= [].
p10 :- e1(2,Y), compare(O, Y, 2), call(e0, Y).
p11(X) :- (p10, e0(X), p11(1), not p00(X)) ; (e1(1,X), p10, call(p00, X), \+ e1(X,2)).
p11(Y) :- Y == 2, p00(X), between(1,3,Y), Y = 3.
p11(X) :- p11(2), between(1,3,X), findall(V, p00(V), L), L \= [].
query(e2).
query(e1(2,3)).
