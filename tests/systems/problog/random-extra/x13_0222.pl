:- use_module(library(lists)).
0.3::e0(2).
0.1::e0(1); 0.1::e0(3); 0.1::e0(2).
0.4::e1.
p00 :- e1, p00, e1.
p10(3) :- e1, p00, e1, call(e0, 1).
p10(1) :- p00, p10(Y), Y =:= 1.
p11(X) :- (e0(1), e0(Y), between(1,3,X), not e0(X), W is X + 3, W < 5) ; (p11(2), p10(Y), between(1,3,X)).
0.2::p11(2) :- p10(Y), p10(Y), p10(Z).
p11(Y) :- (p11(Y), e0(Y), p11(Y)) ; (p11(2), e1, between(1,3,Y)).
\+p11(3) :- e0(2).
p20(X,1) <- p00, p00, p10(3), between(1,3,X).
p20(X,X) :- X == 2, p20(1,X), e1, T =.. [g, X], T \== g(0).
p20(1,X) :- p00, p21(X), call(e0, 3), X =\= 2.
p21(Y) :- e0(1), between(1,3,Y).
P::p21(Y) :- (p11(3), p00, between(1,3,Y), call(p11, 1)), P is Y / 4.
P::p21(X) :- (e1, e1, p21(2), between(1,3,X), X \= X, findall(V, p11(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
\+p21(Y) :- e0(Y).
p30 :- p30, e0(Z), findall(V, p11(V), L), length(L, N), N >= 1.
p30 :- e0(Y), p10(3), p20(2,1).
query(p20(1,1)).
