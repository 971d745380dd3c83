:- use_module(library(lists)).
0.75::e0(2).
0.6::e0(3).
0.6::e1(2).
p00 :- (p00, e0(X), e1(X)) ; (p00, e0(1), e1(Y), Y \= Y, T =.. [g, Y], T \== g(0)).
0.3::p00 :- e0(1), e1(Z).
0.9::p00 :- p00, e0(Y), call(e1, 1), not e0(Y).
p10 :- p10, e1(Z), e1(X), W is X + 2, W < 5, not e1(Z).
p10 :- p11(X), p10.
p10 :- p00, e0(1), \+ e0(3).
p11(X) <- p00, between(1,3,X).
P::p20(Y) <- (e1(Y), compare(O, Y, 1), Y =\= 2), P is Y / 4.
p20(Y) :- p10, e0(Z), between(1,3,Y), Z =\= 1, findall(V, e0(V), L), length(L, N), N >= 1.
p21(Y) :- e0(3), between(1,3,Y), not p11(Y), findall(V, e0(V), L), L \= [].
P::p21(X) :- (p00, e1(Y), p10, between(1,3,X), Y =\= 2, compare(O, Y, 3)), P is X / 4.
0.7::p30(X) <- p10, p00, e0(3), between(1,3,X), X =:= 3, \+ p10.
0.6::p30(3) :- p11(2), e1(Z), Z @< 3.
p31(Y) :- p31(Z), e0(Z), between(1,3,Y).
P::p31(X) :- (e0(X), e0(X), p10), P is X / 4.
query(p11(Y)).
evidence(p31(3), true).
