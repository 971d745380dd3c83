:- use_module(library(lists)).
0.8::e0(3).
e0(1).
e1(2,3).
0.2::e1(3,3); 0.2::e1(2,2).
0.7::e2(1,1).
0.25::e2(3,1).
p00 :- e2(X,Y), findall(V, e2(Y,V), L), L = [].
p10 <- e1(3,3), p00, T =.. [g, 1], T \== g(0).
p20(X) :- p10, p20(X), p20(1), X == 3.
p20(X) <- p21(Y), e1(Y,Y), p21(Y), between(1,3,X), findall(V, e0(V), L), L \= [].
p20(Y) :- (e0(Y), \+ p10) ; (p21(X), p21(Y), p21(Y)).
0.25::p21(Y) :- e1(1,X), p00, p20(X), between(1,3,Y), T =.. [g, X], T \== g(0), findall(V, e0(V), L), sum_list(L, T), T > 2.
p30 :- (e1(3,3)) ; (e0(Y), call(e2, Y, Y)).
0.3::p30 :- (e2(Y,Z), e2(Y,Y)) ; (e0(2), findall(V, e2(2,V), L), sort(L, S), length(S, N), N < 2, \+ p20(1)).
P::p31(X) :- (p30, between(1,3,X)), P is X / 4.
p31(X) :- p10, p21(Z), between(1,3,X), X =:= 2.
P::p31(Y) <- (p10, between(1,3,Y), T =.. [g, Y], T \== g(0), Y >= 3), P is Y / 4.
query(p20(2)).
query(e0(2)).
evidence(p21(2), false).
