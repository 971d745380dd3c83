:- use_module(library(lists)).
0.2::e0.
0.8::e1(3).
0.3::e1(2); 0.2::e1(3); 0.3::e1(1).
p00 :- e1(Y), p00, W is Y + 1, W < 5, Y < 3.
p00 :- p01, p00, call(e1, 1).
p01 :- e1(X), e1(X), p01.
p01 :- e0, findall(V, e1(V), L), L \= [].
p01 :- p00.
p10(Y) :- p10(Z), p10(Z), between(1,3,Y), W is Z + 1, W < 5.
0.8::p10(3) :- e1(X), T =.. [g, X], T \== g(0).
P::p20(Y,X) :- (e1(Z), p00, between(1,3,X), between(1,3,Y), compare(O, Z, 3), X >= 3), P is X / 4.
0.6::p30 :- (p31(X,X), p01, p00, findall(V, e1(V), L), L \= [], call(e1, 2)) ; (p10(X), e1(3)).
p30 :- (p00, e1(Y), \+ p00, \+ p20(Y,Y)) ; (p00).
p31(X,X) :- (p01, p31(X,X), findall(V, p20(X,V), L), sort(L, S), length(S, N), N < 2, call(e1, X)) ; (p20(Y,3), between(1,3,X), \+ p01).
p31(Y,X) :- p20(Y,1), between(1,3,X), findall(V, p10(V), L), sum_list(L, T), T > 2.
query(p00).
query(p10(Y)).
query(p31(1,3)).
query(p20(X,X)) :- between(1,2,X).
