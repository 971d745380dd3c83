:- use_module(library(lists)).
0.6::e0(1).
0.2::e1(3).
0.1::e2(3,3).
0.3::e2(3,3); 0.2::e2(1,1); 0.1::e2(2,2).
0.25::e3.
p00(Y) :- e2(2,Z), e0(Z), e3, between(1,3,Y), compare(O, Y, 3), T =.. [g, Y], T \== g(0).
p00(Y) :- e2(Y,X), e0(3), e2(X,Y), \+ e1(3).
0.75::p10(Y) :- (p10(3), p10(X), p10(2), between(1,3,Y), not e0(X), \+ e1(2)) ; (e2(X,Y), p10(Y), \+ e0(1), X =\= 2).
0.6::p20(Y,X) :- e1(Y), between(1,3,X), \+ e0(3), X @< f(1).
p20(X,Y) :- e3, p00(1), e2(3,Y), between(1,3,X), not e2(1,2), not e2(Y,Y).
p30(Y,X) :- p30(1,3), p20(Z,Y), between(1,3,X), W is X + 2, W < 5.
p30(Y,Y) :- p30(2,X), p31(X,Z), between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, \+ p20(3,Y).
p30(Y,Y) :- e3, between(1,3,Y).
p31(X,X) :- p00(X), p31(Y,1), p30(1,X), \+ e3, W is Y + 2, W < 5.
p31(3,X) :- p00(Z), between(1,3,X), X @>= 2.
query(e2(2,1)).
query(p00(X)).
query(p00(1)).
query(e2(X,X)) :- between(1,2,X).
