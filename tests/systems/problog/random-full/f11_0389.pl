:- use_module(library(lists)).
0.9::e0(1).
0.4::e1(1).
p00 :- X \== 3, e0(X), T =.. [g, X], T \== g(0).
0.1::p00 :- (e0(2), e1(Y), e1(3), Y =\= 1) ; (e1(X)).
p00 :- (p00, p00, p00) ; (e0(1), e0(1), e0(3), T =.. [g, 2], T \== g(0)).
p10(Y,3) :- e1(3), e1(1), between(1,3,Y), \+ e0(Y).
P::p10(Y,X) :- (p10(1,Z), p10(Z,Z), between(1,3,X), between(1,3,Y)), P is Y / 4.
p11(X) :- p11(Y), between(1,3,X), \+ p00, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
0.4::p20(Y) :- p20(2), between(1,3,Y).
p20(X) :- p10(Y,1), p10(Y,3), p00, between(1,3,X).
0.25::p20(Y) :- e1(X), between(1,3,Y).
query(p20(3)).
