:- use_module(library(lists)).
0.4::e0.
0.25::e1(2).
0.3::e1(3).
0.25::e2.
0.8::p00 :- (e1(Y), e0, Y < 1, not e1(1)) ; (e2, e0, p01(1)).
p00 :- e0.
p01(X) <- e2, between(1,3,X), W is X + 2, W < 5, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p01(Y) :- e2, e0, p01(3), between(1,3,Y), \+ e1(Y).
0.6::p01(X) :- e1(X), p01(3).
0.8::p10(X) :- (e2, between(1,3,X)) ; (e1(3), between(1,3,X), W is X + 2, W < 5).
p20(X) :- e2, between(1,3,X), T =.. [g, X], T \== g(0), findall(V, p01(V), L), L = [].
p20(2) :- e1(3), p10(X), call(p01, X), call(p10, X).
p20(Y) :- e2, p20(X), between(1,3,Y), findall(V, e1(V), L), L \= [].
p21 :- p10(Y), p01(Y), \+ e0, Y \= 1.
p30(3) :- e1(1).
P::p30(Y) :- ((e2, p00, p01(1), between(1,3,Y)) ; (p20(3), between(1,3,Y), call(p01, 3), Y =\= 2)), P is Y / 4.
query(p21).
