:- use_module(library(lists)).
0.2::e0(3,1).
e1.
p00(Y,Y) :- (e1, between(1,3,Y), \+ e1) ; (e1, between(1,3,Y), findall(V, e0(Y,V), L), sum_list(L, T), T > 2).
p00(X,2) :- p01(Z), e1, between(1,3,X), T =.. [g, Z], T \== g(0).
p00(X,1) :- p01(2), e0(X,1), not e0(3,X).
P::p01(Y) :- (e0(3,1), e1, between(1,3,Y), findall(V, e0(Y,V), L), L \= [], compare(O, Y, 1)), P is Y / 4.
0.3::p01(Y) :- p01(Z), p01(Z), between(1,3,Y), T =.. [g, Y], T \== g(0), Z < 3.
p01(X) :- p01(X).
0.8::p10(X,Y) :- p10(1,Z), p10(1,Z), p10(Z,Z), between(1,3,X), between(1,3,Y), \+ p01(X).
p10(X,3) :- p01(Z), p00(Z,Z), p01(Z), between(1,3,X), findall(V, p00(1,V), L), sum_list(L, T), T > 2, \+ p01(Z).
p10(Y,Y) <- e0(Y,1), Y =:= 1.
query(p10(Y,1)).
query(e1).
