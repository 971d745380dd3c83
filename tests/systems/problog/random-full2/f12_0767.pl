:- use_module(library(lists)).
0.4::e0.
e1(2,2).
0.3::e2(2,3).
0.1::e2(3,3); 0.1::e2(1,1); 0.1::e2(2,2).
P::p00(Y) :- ((e1(3,Y)) ; (p00(1), e1(1,Y), findall(V, e1(Y,V), L), length(L, N), N >= 1)), P is Y / 4.
p00(X) :- (X \== 2, p00(2), p00(Z), between(1,3,X)) ; (e2(X,X), e1(X,X), e0).
0.7::p10(2) :- (e2(Z,2), T =.. [g, Z], T \== g(0), Z @< 2) ; (e1(X,X)).
P::p10(X) :- (e0, between(1,3,X), X @< 1, compare(O, X, 2)), P is X / 4.
p10(2) :- e2(Z,X).
p11(X) :- (e1(Y,1), e0, e0, between(1,3,X), X =:= 1) ; (X == 2, e2(2,3), between(1,3,X), call(p00, X)).
p20(Y,1) :- p11(Y), Y =\= 2.
0.75::p20(Y,X) <- e1(Y,2), p21(Y,Y), between(1,3,X).
p21(Y,1) :- e1(Y,Y), p10(Y), e0, T =.. [g, Y], T \== g(0), call(p10, Y).
P::p21(1,Y) :- (e0, between(1,3,Y), Y \= Y), P is Y / 4.
0.7::p30 :- p10(1), p20(Z,2).
p30 :- e1(X,3), e0, call(e2, X, X).
0.7::p30 :- e0, p00(X), X == X, findall(V, p20(X,V), L), sort(L, S), length(S, N), N < 2.
query(p21(Y,X)).
query(\+ p21(2,1)).
