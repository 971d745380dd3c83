:- use_module(library(lists)).
0.2::e0(2).
0.6::e1(3,2).
0.3::p00(Y) :- Y \== 1, p00(3), between(1,3,Y), Y @>= 2.
p00(X) :- p00(3), between(1,3,X), W is X + 3, W < 5.
p00(X) :- p00(X), not e0(X).
0.4::p10(2) <- p00(Y), e1(1,2), Y =:= 3, W is Y + 1, W < 5.
p20(Y,3) :- p21(Z,Y).
P::p20(Y,Y) :- (e1(X,X), e1(2,Z), between(1,3,Y), \+ p10(Z)), P is Y / 4.
P::p20(X,X) :- ((p20(2,2), between(1,3,X), T =.. [g, X], T \== g(0), X \= X) ; (p10(2), p21(2,1), between(1,3,X))), P is X / 4.
p21(X,2) :- p21(2,1), between(1,3,X), \+ e0(X), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2.
p30(X) :- p10(Y), p31, between(1,3,X).
p30(X) :- e0(Y), between(1,3,X).
0.1::p31 :- e0(Y), p20(Y,1), Y \= 1, Y @< 3.
query(p00(Y)).
query(p21(Y,3)).
query(\+ e0(1)).
evidence(p30(3), true).
