:- use_module(library(lists)).
0.2::e0(2).
0.1::e0(2); 0.3::e0(3); 0.3::e0(1).
e1(2).
e1(1).
0.6::e2.
e3(3,1).
0.1::e3(1,1).
0.3::e3(2,1).
0.3::e3(3,3); 0.3::e3(1,1); 0.3::e3(2,2).
p00(3,X) :- e0(Y), between(1,3,X).
0.9::p00(X,2) :- (e2, e1(Z), e1(Z), between(1,3,X), findall(V, e3(Z,V), L), length(L, N), N >= 2, T =.. [g, X], T \== g(0)) ; (p00(Z,3), between(1,3,X), X @=< 3).
p00(1,Y) :- e0(Y), e1(Z), findall(V, e0(V), L), length(L, N), N >= 1.
P::p01(Y) :- (p01(X), e2, e1(X), between(1,3,Y)), P is Y / 4.
p10(Y) <- e1(Z), e0(Z), between(1,3,Y), findall(V, e3(2,V), L), L \= [].
p10(Y) :- p11(Z), between(1,3,Y), Z == Y, findall(V, e3(Y,V), L), sum_list(L, T), T > 2.
0.5::p11(Y) :- (p10(Y), p10(2), e2, findall(V, p00(Y,V), L), L = [], T =.. [g, Y], T \== g(0)) ; (p11(Z), p11(X), between(1,3,Y), findall(V, e1(V), L), L \= []).
0.75::p11(Y) :- e3(Y,Z), p10(Z), p01(Y), Z >= 2, \+ e1(Z).
P::p11(Y) :- (p10(Z), e1(Y), p00(Z,Y)), P is Y / 4.
p20 :- (p20, findall(V, p11(V), L), sort(L, S), length(S, N), N < 2) ; (e2).
p20 :- (e1(2), e1(X), p10(Z)) ; (e1(2)).
0.75::p30 :- e2, p31(1).
0.2::p30 :- p01(3).
0.8::p30 <- e1(X), e2, not e3(X,X), \+ e3(3,X).
p31(Y) :- p01(1), e0(X), p10(Z), between(1,3,Y).
p31(Y) :- e0(X), p31(X), between(1,3,Y), findall(V, e3(1,V), L), length(L, N), N >= 2, \+ e1(X).
p31(Y) :- p31(X), p01(Z), p10(Z), between(1,3,Y), X =:= 2, X >= 2.
query(e2).
query(e0(3)).
evidence(e0(3), false).
