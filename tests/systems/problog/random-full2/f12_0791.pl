:- use_module(library(lists)).
0.2::e0(2,3).
e0(3,3).
0.3::e0(2,1).
0.2::e0(3,3); 0.3::e0(2,2); 0.3::e0(1,1).
0.6::e1(1).
0.7::e2(2,2).
0.3::e2(3,3).
0.3::e2(3,1).
0.7::e3.
p00(Y) :- (e0(Y,X), e1(X), findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2) ; (e3, p00(3), e1(Z), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 2).
p00(Y) :- e0(Y,3).
P::p00(Y) :- ((e2(X,3), e0(Z,2), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (X == 1, e2(3,X), between(1,3,Y), T =.. [g, Y], T \== g(0))), P is Y / 4.
p01(3) :- e1(Y), e3, T =.. [g, Y], T \== g(0), Y =:= 2.
p01(X) :- (e3, p01(X), e0(X,X), X @=< a) ; (p00(Z), e2(3,Z), between(1,3,X), call(e2, Z, X), findall(V, e0(X,V), L), L \= []).
0.3::p10(Y) :- e2(1,1), e1(2), e2(2,1), between(1,3,Y), \+ p00(Y).
P::p20(X) :- (p10(Z), p20(3), between(1,3,X)), P is X / 4.
p20(Y) :- e2(Y,2), e3, T =.. [g, Y], T \== g(0), Y @< 2.
p30 :- p01(X), e0(1,X), p01(X).
p30 :- p01(1), T =.. [g, 3], T \== g(0).
p30 :- p30, p20(Z), findall(V, p01(V), L), L = [], findall(V, e2(Z,V), L), L = [].
query(e3).
query(e1(X)) :- between(1,2,X).
evidence(p01(2), false).
