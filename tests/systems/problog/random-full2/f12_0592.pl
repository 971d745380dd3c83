:- use_module(library(lists)).
e0(3).
0.8::e0(2).
0.75::e0(1).
e1(3,2).
e2.
0.6::p00 :- (p00, e0(1), p00, call(e0, 1)) ; (e0(1), \+ e0(2)).
p00 :- p00, p00.
p00 :- e2, not e1(2,3).
p10(3) :- p11, not e1(3,3).
p10(X) :- e0(X), e0(X), call(e1, X, 3), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p10(X) :- p10(Z), between(1,3,X), not e1(3,X), Z @=< 1.
0.8::p11 :- e0(X), p10(X), e0(X), not e0(3).
p11 <- p11, \+ e2, \+ e0(3).
0.4::p20 :- (p20, e2, \+ p10(1)) ; (p20).
p20 :- p10(3), T =.. [g, 3], T \== g(0).
0.7::p20 :- e1(X,2), p11, e2.
0.75::p30 :- (p31, p30, findall(V, p10(V), L), length(L, N), N >= 2) ; (p31, p10(Y), p31, Y =\= 2).
p30 :- (e1(X,Y), p10(Y), e1(3,1), X @>= a, \+ p00) ; (p00, p31, p10(Y), Y \== 2, compare(O, Y, 1)).
p31 :- (p30, e0(1), e1(3,Y), call(p10, Y), findall(V, p10(V), L), length(L, N), N >= 1) ; (p00, p30).
p31 :- p10(2), p10(Z), p10(3), \+ p11.
query(e1(X,2)).
query(p30) :- between(1,2,X).
