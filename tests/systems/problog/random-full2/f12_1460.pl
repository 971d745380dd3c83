:- use_module(library(lists)).
0.3::e0(2).
0.7::e1.
p00 :- p00.
p00 :- (p01, T =.. [g, 3], T \== g(0)) ; (p00, e0(Z), Z =\= 2).
0.4::p01 :- p01, e0(3).
0.2::p01 :- e0(Z), \+ e1.
p01 :- (X \== 1, e0(X), e1, e1, X \= 3) ; (e1, p01).
p10(Y) :- p10(Z), p01, between(1,3,Y), not e0(Z), Z \= 1.
P::p10(Y) :- (p11(Y), p00, call(e0, Y), not e0(2)), P is Y / 4.
p10(X) :- e0(Y), between(1,3,X), X == 1, compare(O, Y, 1).
P::p11(Y) :- (p01, p01, e1, between(1,3,Y), compare(O, Y, 3)), P is Y / 4.
P::p20(X) :- (p00, p00, p00, between(1,3,X), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2, \+ p10(3)), P is X / 4.
p20(Y) :- e0(Z), p10(Z), between(1,3,Y), W is Y + 2, W < 5, Y < 3.
p20(X) :- p10(X), p10(Z), p10(X), not p10(X), W is X + 1, W < 5.
query(p10(X)).
query(p11(3)).
evidence(p20(2), true).
