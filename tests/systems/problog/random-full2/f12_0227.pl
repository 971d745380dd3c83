:- use_module(library(lists)).
0.3::e0(2).
0.2::e0(2); 0.3::e0(3); 0.2::e0(1).
0.75::e1.
e2(3).
0.2::e3.
p00 :- e3, e1, e0(Y).
p00 :- e1, e0(Z), e0(2).
p00 :- p00, p00, T =.. [g, 3], T \== g(0).
p10(Y) :- e2(X), p11(X), between(1,3,Y), W is X + 1, W < 5, X @=< 3.
p11(2) :- (e2(1), e3, e3, \+ e1) ; (p11(X)).
p11(X) :- e3, between(1,3,X).
P::p11(Y) :- (e0(Y), e0(1), e0(Y), \+ e0(1)), P is Y / 4.
p20(Y,Y) <- Y \== 2, e2(3), between(1,3,Y).
p20(X,Y) :- e1, e0(Z), p20(X,X), between(1,3,Y), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, X =:= 3.
0.1::p21(Y) :- p21(Y), \+ p00.
p21(X) :- (e3, between(1,3,X)) ; (e1, between(1,3,X), not e0(3), findall(V, e0(V), L), length(L, N), N >= 2).
0.1::p30 :- e2(2), e3, p21(3).
p30 :- p11(Y), p11(3).
query(p20(3,2)).
query(p21(2)).
query(p00) :- between(1,2,X).
