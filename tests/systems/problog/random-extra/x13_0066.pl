:- use_module(library(lists)).
0.4::e0.
0.3::e1(3,2).
0.2::e1(1,1); 0.3::e1(2,2); 0.1::e1(3,3).
p00 :- p00.
p01(X) :- p00, e0, between(1,3,X), findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2, X < 1.
\+p01(3) :- e0.
p10(Y) :- Y == 3, p10(Z), p11, between(1,3,Y), compare(O, Z, 2).
p11 :- (p11, p01(Y), p11, findall(V, e1(Y,V), L), L \= [], W is Y + 1, W < 5) ; (p00, p01(X), p10(Y), call(p01, X)).
p11 :- (e0, T =.. [g, 2], T \== g(0)) ; (e1(Y,Y), p01(Y), p01(Y), not p01(2)).
p11 :- p00, p01(X), T =.. [g, X], T \== g(0), not e1(2,X).
0.25::\+p11 :- e1(2,3).
0.2::p20(Y) :- p10(Z), p20(1), between(1,3,Y), subquery(p01(2), Q), Q < 0.33.
p20(1) :- (e0, p00, e1(3,X)) ; (e0, p00, p10(Y), call(p10, Y), compare(O, Y, 1)).
0.5::\+p20(Y) :- e1(Y,2).
0.75::p30(Y) :- p01(Z), e1(Z,2), between(1,3,Y), T =.. [g, Y], T \== g(0).
p30(Y) :- p11, between(1,3,Y), not p20(Y).
0.4::\+p30(1) :- e0.
p31 :- p20(Z).
query(e1(1,1)).
query(p11).
query(p31).
