:- use_module(library(lists)).
e0(3,2).
0.3::e0(2,2).
e1(3,1).
0.9::e1(3,3).
0.25::e1(2,2).
0.2::e1(1,1); 0.2::e1(2,2); 0.2::e1(3,3).
0.4::e2(3,3).
0.2::e2(2,2); 0.3::e2(1,1); 0.2::e2(3,3).
p00(3) :- p01(Y).
p00(X) :- p01(3), p01(2), between(1,3,X), \+ e0(1,X).
p00(Y) :- e2(Y,Y), Y @>= 1, findall(V, e2(Y,V), L), length(L, N), N >= 2.
\+p00(1) :- e1(3,2).
p01(1) :- e1(1,X), p00(3).
P::p01(X) :- (e1(3,2), between(1,3,X)), P is X / 4.
p01(X) :- e2(1,Z), e0(Z,Z), p01(3), between(1,3,X).
P::p10(X) :- (e2(1,X), p10(2), p11), P is X / 4.
p11 :- e1(Y,Y).
p11 :- (p01(X), p00(Y), W is X + 2, W < 5, not e0(2,2)) ; (e0(Y,Y)).
p11 :- e1(Z,Z), p00(Z), findall(V, e2(3,V), L), L \= [].
0.4::\+p11 :- e1(1,3).
p20(X,X) :- (p01(X)) ; (e2(2,X), e0(3,X), p20(X,2), X \= X, X == X).
0.1::\+p20(Y,Y) :- e1(Y,2).
p30(X) :- e2(X,Y), e1(1,3), p30(X), W is X + 2, W < 5, T =.. [g, Y], T \== g(0).
p30(X) :- (p00(3), between(1,3,X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, not e1(X,X)) ; (p01(X), p20(Z,Z), p10(X), X @>= 2, findall(V, p01(V), L), L \= []).
p30(X) :- (p20(X,Z), T =.. [g, X], T \== g(0)) ; (p10(2), between(1,3,X), call(e2, 3, 3), \+ p10(X)).
query(p01(Y)).
query(p30(2)).
query(e0(X,2)).
