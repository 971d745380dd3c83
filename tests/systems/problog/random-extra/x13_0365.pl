:- use_module(library(lists)).
0.6::e0(1,3).
0.1::e0(1,1); 0.2::e0(3,3); 0.3::e0(2,2).
0.6::e1(3).
0.9::e1(2).
0.1::e1(1); 0.1::e1(3).
0.3::e2(3,2).
0.5::e2(1,3).
0.3::e2(1,1).
0.2::e2(1,1); 0.3::e2(3,3); 0.1::e2(2,2).
0.25::e3(2,3).
0.4::e3(3,3).
e3(2,1).
P::p00(X) :- ((e3(X,3), compare(O, X, 2), W is X + 3, W < 5) ; (e3(Z,Y), e2(Z,3), e0(X,Z))), P is X / 4.
p00(Y) :- e3(Y,1), e3(Y,Z).
\+p00(Y) :- e1(Y).
p10(X) :- e0(X,Y), Y \= Y.
P::p10(Y) :- ((p10(1), between(1,3,Y), Y = 2, call(e2, 3, 2)) ; (p10(Z), e3(Z,Z), between(1,3,Y), T =.. [g, Z], T \== g(0))), P is Y / 4.
p20(Y) :- e3(1,3), between(1,3,Y).
p20(X) :- p20(Z), e3(Z,Z), p21(Z), between(1,3,X), findall(V, e3(Z,V), L), length(L, N), N >= 2.
p20(2) :- e0(2,Y).
p21(Y) :- p20(Z), p10(X), e0(Z,3), between(1,3,Y).
p21(X) :- e2(1,1), between(1,3,X), W is X + 1, W < 5, X \= X.
0.2::p30(X) :- e1(3), between(1,3,X), X \= X, call(e2, 3, X).
P::p30(Y) :- (p10(2), e2(2,Y)), P is Y / 4.
P::p30(Y) :- (e0(Y,X), p21(X)), P is Y / 4.
p31(3) :- e1(X), e2(X,X), findall(V, p20(V), L), sum_list(L, T), T > 2.
P::p31(X) :- (e1(3), between(1,3,X)), P is X / 4.
query(e0(1,1)).
query(p00(2)).
query(p10(X)) :- between(1,2,X).
evidence(p00(3), true).
