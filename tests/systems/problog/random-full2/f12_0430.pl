:- use_module(library(lists)).
0.9::e0.
0.3::e1(2).
0.2::e1(2); 0.1::e1(3).
0.9::e2(3).
0.6::e2(1).
p00 :- e0, p01(X), e2(1), findall(V, e1(V), L), L \= [], X \== 2.
0.7::p00 :- e1(X), e1(X), e2(1), X =\= 3.
0.8::p00 :- p01(X), e0, findall(V, e2(V), L), length(L, N), N >= 2.
p01(X) :- p01(Z), e1(Z), e2(2), between(1,3,X).
P::p01(Y) :- (e0, p00, between(1,3,Y), Y >= 1), P is Y / 4.
P::p10(X) :- ((p11, e2(X), not p01(X), not e2(X)) ; (e0, p11, between(1,3,X))), P is X / 4.
p11 :- (e0, p10(Z), \+ e2(3)) ; (e0, p10(Z)).
p11 :- p01(X).
0.6::p20(X) :- (p11, between(1,3,X)) ; (p10(Z), p01(Z), p20(Y), between(1,3,X), Z = Z).
0.4::p30 :- p00, T =.. [g, 3], T \== g(0).
p30 :- p00, findall(V, p20(V), L), length(L, N), N >= 2.
0.2::p31 :- (p10(Z), Z \== 3) ; (Y == 2, p20(Y), p30, e0, not e1(Y)).
p31 :- p11.
0.8::p31 :- e2(Z), W is Z + 2, W < 5.
query(p00).
query(p00) :- between(1,2,X).
