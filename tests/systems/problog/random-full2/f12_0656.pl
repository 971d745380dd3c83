:- use_module(library(lists)).
e0(1).
0.6::e0(3).
0.25::e1(2,3).
0.7::e1(2,1).
0.5::e2(3,3).
0.2::e2(3,1).
p00 :- (e0(X), e0(X), e1(X,1), \+ e2(X,X), X \= X) ; (e2(1,1), T =.. [g, 3], T \== g(0)).
p00 :- Y \== 3, p00, e1(Y,Y), p00, T =.. [g, Y], T \== g(0).
p00 :- p00, e0(X).
p10(Y) :- (p10(2), between(1,3,Y), findall(V, e1(1,V), L), length(L, N), N >= 1, Y < 1) ; (p00, e1(Z,3), e1(1,Z), between(1,3,Y), findall(V, e2(Z,V), L), sort(L, S), length(S, N), N < 2, T =.. [g, Y], T \== g(0)).
p10(Y) :- e1(2,X), p00, between(1,3,Y).
p20(Y) :- e0(3), between(1,3,Y), Y \= Y.
P::p20(Y) :- (p21(1,1), p21(X,Y)), P is Y / 4.
p20(1) :- p00, findall(V, e0(V), L), sum_list(L, T), T > 2.
p21(Y,1) <- e1(Y,3), p00, Y = Y.
0.7::p30 :- (p00, p20(Y)) ; (e0(Z), p10(3), e0(Z), Z @>= 2).
p30 :- p30, e0(1), \+ e2(1,3).
query(p30).
query(p00).
query(e2(Y,1)).
evidence(e2(3,2), false).
