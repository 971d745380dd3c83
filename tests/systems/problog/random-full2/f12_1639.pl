:- use_module(library(lists)).
0.2::e0(3).
0.4::e1(3,2).
0.2::e1(1,1); 0.3::e1(3,3); 0.2::e1(2,2).
e2.
0.2::e3(3).
0.25::e3(2).
p00(3,Y) :- (e3(X), between(1,3,Y), not e1(Y,X), not e1(2,2)) ; (p00(X,X), e2, e2, between(1,3,Y)).
P::p00(Y,Y) :- (e1(X,3), e2, between(1,3,Y), not e0(Y)), P is Y / 4.
p10(X) :- p11(Z), p00(Z,X), findall(V, p00(1,V), L), sum_list(L, T), T > 2.
p10(X) :- (e3(Y), e0(X), e3(1), T =.. [g, X], T \== g(0), findall(V, e0(V), L), length(L, N), N >= 2) ; (e0(Y), p10(2), e0(Y), between(1,3,X)).
P::p10(X) :- (p00(2,X), e2, X =:= 2), P is X / 4.
p11(X) :- e0(Y), e0(Y), between(1,3,X), Y @< 3.
P::p11(Y) :- (e3(Z), between(1,3,Y)), P is Y / 4.
p11(1) :- (p10(1), e3(X), p00(Z,X), not e0(X)) ; (e2).
p20(X) :- e3(3), e2, between(1,3,X).
p20(X) :- (X \== 1, p00(Y,Y), e3(Y), e0(X), X @< a) ; (e2, between(1,3,X), call(e1, 3, 3), X @=< 2).
p20(X) :- (e3(Z), p11(1), e1(Y,Y), between(1,3,X), X =\= 2, X =:= 1) ; (e3(1), between(1,3,X), W is X + 1, W < 5).
p30 :- e0(Y).
p30 :- e2, e1(2,Y), findall(V, e0(V), L), L = [], compare(O, Y, 3).
p30 :- e1(Z,X), \+ e3(Z), Z @< 2.
query(p00(2,X)).
