:- use_module(library(lists)).
0.2::e0.
0.1::e1(1).
0.1::e1(3); 0.3::e1(2); 0.3::e1(1).
P::p00(X) :- (p01(Y), e1(1), p00(2), between(1,3,X), not e1(Y), X @< a), P is X / 4.
0.5::p00(X) :- e1(Y), p00(2), e1(Y), between(1,3,X), T =.. [g, Y], T \== g(0), findall(V, e1(V), L), L \= [].
p01(Y) :- (e1(Z), e0, between(1,3,Y)) ; (e0, e1(X), e0, between(1,3,Y), not e1(Y)).
0.8::p01(Y) :- e1(3), between(1,3,Y).
P::p01(Y) :- (p00(X), p01(2), between(1,3,Y), \+ e1(X), not e1(X)), P is Y / 4.
p10(X) :- (p01(X), p11(X,X), \+ e1(2), X @>= f(1)) ; (e1(2), e0, e1(Y), between(1,3,X), findall(V, e1(V), L), sum_list(L, T), T > 2).
p11(X,Y) :- (p01(Y), between(1,3,X), compare(O, X, 2), findall(V, p01(V), L), sum_list(L, T), T > 2) ; (p10(Y), p01(X), e1(Y), findall(V, p01(V), L), L = [], T =.. [g, X], T \== g(0)).
P::p11(Y,3) :- (e0, p11(Z,1), e0, between(1,3,Y)), P is Y / 4.
p20(3) :- (p01(2), p21(X), e0) ; (e1(3), p11(Y,X), Y @< 3, not p10(Y)).
p20(X) :- p00(3), p10(X), p11(X,X).
p21(X) :- (e1(Y), e0, p11(1,Y), between(1,3,X), X @=< 2) ; (p11(X,Y), p01(Y)).
query(e1(Y)).
