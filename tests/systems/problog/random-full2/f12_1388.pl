:- use_module(library(lists)).
0.1::e0(2).
0.3::e1(1); 0.3::e1(2); 0.3::e1(3).
p00(Y) :- (e1(X), between(1,3,Y)) ; (p00(2), p00(3), e1(2), between(1,3,Y)).
p10(Y) :- p10(2), between(1,3,Y), Y \= Y, T =.. [g, Y], T \== g(0).
p10(Y) :- p00(X), p10(3), between(1,3,Y), call(e1, 3).
0.5::p10(Y) :- e0(X), e0(Z), p00(2), between(1,3,Y).
p11 :- e0(X).
p11 :- (p11) ; (p00(X), e1(X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2).
0.3::p11 :- e1(1), p10(Y).
P::p20(X) :- (p20(1), p00(3), between(1,3,X)), P is X / 4.
0.9::p20(X) :- p11, e1(Y), between(1,3,X), Y =:= 1.
p20(X) :- (p10(3), between(1,3,X), W is X + 1, W < 5, T =.. [g, X], T \== g(0)) ; (e1(Y), p20(X), X >= 2, W is Y + 2, W < 5).
p21 <- e1(X), p20(Z), e1(Y), \+ e0(1).
p21 :- (p00(Y), call(p00, Y), findall(V, e0(V), L), L \= []) ; (e1(Y), T =.. [g, Y], T \== g(0), T =.. [g, Y], T \== g(0)).
p30(X,X) :- e1(Y), p21, between(1,3,X), Y \== X.
query(e1(2)).
query(p21).
