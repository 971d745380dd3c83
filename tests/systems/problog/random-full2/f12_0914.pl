:- use_module(library(lists)).
0.3::e0(1).
0.4::e1.
p00 :- X == 1, p01(X), p01(2), compare(O, X, 3).
p00 :- p00, p01(Y), not e0(Y).
0.4::p01(X) :- (e1, p00, p01(Z), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2, \+ e0(X)) ; (p01(Z), e1, between(1,3,X)).
p01(X) :- (e0(3), e1, e0(Y), between(1,3,X)) ; (e1, between(1,3,X)).
p10 :- p01(Z), p00, \+ p00.
p10 :- p00, p00, T =.. [g, 2], T \== g(0).
P::p11(Y) :- (p00, p00, e0(X), between(1,3,Y), call(e0, X), X =\= 1), P is Y / 4.
p11(3) :- (p00) ; (p10, p00, p01(2), \+ e1).
p11(X) :- p10, p11(1), between(1,3,X), X =:= 1, findall(V, e0(V), L), sum_list(L, T), T > 2.
p20(X) <- X \== 2, p10, p10, p11(X), W is X + 1, W < 5.
p20(X) :- X \== 1, p00, between(1,3,X), call(p11, X).
p20(X) :- (e1, p11(X)) ; (p01(X), p00, findall(V, e0(V), L), L \= []).
query(e1).
query(p00).
query(\+ p01(2)).
