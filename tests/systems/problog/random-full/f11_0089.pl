:- use_module(library(lists)).
0.6::e0(2).
0.7::e0(1).
0.2::e0(3).
0.3::e1(3,3).
0.7::e2.
0.8::e3.
p00(X) :- e1(Y,1), e1(3,Y), between(1,3,X).
0.4::p00(Y) :- e1(1,1), between(1,3,Y), W is Y + 2, W < 5, compare(O, Y, 1).
p00(X) :- e1(Z,1), e0(Z), between(1,3,X), call(e0, X), W is X + 2, W < 5.
p10(X,Y) :- (p10(Z,Z), p10(Z,3), p10(Z,Z), between(1,3,X), between(1,3,Y), T =.. [g, X], T \== g(0)) ; (e3, e0(X), p00(X), between(1,3,Y), Y @>= 2).
p10(X,X) :- (p11(X)) ; (X \== 2, p00(Z), between(1,3,X), \+ e1(3,Z)).
p10(X,1) :- e2, p00(Z), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, call(e1, Z, 2).
P::p11(X) <- (p10(Z,1), between(1,3,X), Z @>= f(1)), P is X / 4.
P::p11(Y) :- (e1(X,2), p10(2,1), e0(Y), W is Y + 3, W < 5), P is Y / 4.
0.2::p20(1,1) :- p00(2), p11(Z).
p20(Y,X) :- (p11(Y), p00(Y), e1(Y,Y), between(1,3,X), W is X + 1, W < 5) ; (e2, between(1,3,X), between(1,3,Y), not p11(3), findall(V, p10(3,V), L), sum_list(L, T), T > 2).
p20(X,X) :- e3, between(1,3,X), T =.. [g, X], T \== g(0), call(p10, 2, X).
p21(Y,X) :- e1(Z,Y), p10(2,Y), between(1,3,X), not p00(2), findall(V, e1(Z,V), L), sort(L, S), length(S, N), N < 2.
p21(Y,Y) :- e0(3), between(1,3,Y).
p21(3,X) :- p00(Y), p11(Y), between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 1, call(e1, Y, X).
query(e2).
query(p20(3,3)).
query(e1(X,X)) :- between(1,2,X).
evidence(e2, false).
