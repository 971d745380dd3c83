:- use_module(library(lists)).
0.8::e0(3,3).
0.5::e1(2,1).
0.4::e1(3,1).
e1(1,3).
0.3::e1(3,3); 0.1::e1(2,2); 0.3::e1(1,1).
0.2::e2.
e3(2).
0.3::e3(3); 0.3::e3(1).
p00(X) :- (p01(1), e3(X)) ; (e2, between(1,3,X)).
p00(X) <- e1(3,3), e2, e1(X,Z), \+ e3(X), findall(V, e1(Z,V), L), length(L, N), N >= 1.
P::p00(X) :- (e2, p00(X)), P is X / 4.
p01(3) :- e0(Z,Z).
p01(3) :- p01(3), e2, \+ e3(1), not e0(1,3).
p01(Y) :- e1(Z,1), between(1,3,Y).
p10(3,1) :- p01(Y), e2, subquery(e1(3,2), Q), Q > 0.33, Y =:= 2.
p10(1,Y) :- p01(Y), e0(2,Y), W is Y + 2, W < 5.
p11(Y) :- (e1(Y,2), p00(Y), call(e0, Y, 3)) ; (p00(1), e1(Y,X)).
0.25::p11(Y) :- p10(Z,X), between(1,3,Y), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2, findall(V, e0(2,V), L), L = [].
0.75::p20 :- (p21(Y,2), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2) ; (e3(2), p20, findall(V, e1(1,V), L), sort(L, S), length(S, N), N < 2).
p20 :- e2, e3(Z), p00(3), not e1(Z,Z), Z @=< a.
p20 :- e2, e2, call(p11, 2).
p21(Y,X) :- p01(Z), between(1,3,X), between(1,3,Y), Z \== Z, \+ p10(2,Y).
0.5::p21(Y,Y) :- e3(Z), e2, p10(3,Z), between(1,3,Y), Y >= 2.
P::p21(3,X) :- (e2, p10(Y,1), between(1,3,X), findall(V, e0(Y,V), L), sum_list(L, T), T > 2, T =.. [g, Y], T \== g(0)), P is X / 4.
p30(X) :- e2, p20, between(1,3,X), findall(V, p10(3,V), L), L = [], X == 3.
p30(Y) <- p00(Z), between(1,3,Y).
query(e1(3,1)).
query(p00(3)).
query(p20) :- between(1,2,X).
evidence(e2, true).
