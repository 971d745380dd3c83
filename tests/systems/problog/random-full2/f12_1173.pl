:- use_module(library(lists)).
0.25::e0(1,3).
0.8::e0(2,1).
0.3::e0(3,3); 0.1::e0(2,2).
0.1::e1(3).
0.9::e1(1).
0.1::e2.
p00 :- p00, e1(1), e2, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p00 :- e2, e1(1), e1(1), T =.. [g, 1], T \== g(0).
p00 :- e1(Z), p00, \+ e2, call(e1, Z).
p10(Y) :- p11(1,2), p00, between(1,3,Y).
0.6::p11(X,Y) :- (p11(Z,Z), p11(2,Z), e0(3,1), between(1,3,X), between(1,3,Y), findall(V, e1(V), L), L \= []) ; (p11(3,2), p11(Z,2), e0(Z,Z), between(1,3,X), between(1,3,Y), T =.. [g, X], T \== g(0)).
P::p20(Y) :- ((p10(X), p10(X), e2, between(1,3,Y)) ; (p21, between(1,3,Y), not e1(Y), findall(V, p10(V), L), sum_list(L, T), T > 2)), P is Y / 4.
p20(X) :- X == 2, p11(X,1), p20(X), findall(V, p11(X,V), L), L = [].
p21 :- p10(X), p21, e1(3).
p21 :- e1(1), \+ e2, findall(V, e0(1,V), L), sort(L, S), length(S, N), N < 2.
p30(Y) :- (p00, p00, between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, call(p20, Y)) ; (p30(3), between(1,3,Y), W is Y + 2, W < 5).
query(p11(X,1)).
query(e1(X)).
query(p21).
