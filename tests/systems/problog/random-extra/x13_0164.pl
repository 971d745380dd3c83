:- use_module(library(lists)).
0.5::e0(2,2).
0.8::e1(1).
0.7::e1(2).
0.2::e2(3).
0.3::e2(3); 0.1::e2(2).
p00 :- p00, e2(Y), e1(3), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, \+ e1(Y).
p00 :- p00, e1(X), \+ e0(X,3), not e0(X,X).
p10(Y) <- p00, between(1,3,Y).
0.6::p10(2) :- p10(X), e2(X), e2(X), X \== X.
0.6::p10(Y) :- e0(3,X), e1(3), e0(X,Y), Y \== X, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
\+p10(Y) :- e0(Y,1).
P::p20(Y) :- (e2(1), p20(Z), p10(2), between(1,3,Y), subquery(e1(3), Q), Q > 0.33, \+ e2(Z)), P is Y / 4.
0.4::p20(Y) :- (p20(Z), between(1,3,Y), \+ e1(Z), call(e0, Y, 3)) ; (e2(Y), e2(Y), Y = 1, T =.. [g, Y], T \== g(0)).
p20(X) :- (p10(3), p20(Z), p20(Z), between(1,3,X), X @< 3) ; (p00, e0(Y,3), e0(Y,2), between(1,3,X)).
p30(2) :- p20(Z), p10(Z), e0(X,3).
p31(X) <- (p20(X), \+ e1(X)) ; (e1(Z), p31(Z), between(1,3,X), compare(O, Z, 2), not p10(Z)).
p31(X) :- (p00, between(1,3,X)) ; (p31(Y), between(1,3,X), \+ p20(Y), findall(V, p20(V), L), sum_list(L, T), T > 2).
query(p00).
query(e0(X,X)) :- between(1,2,X).
evidence(e1(3), true).
