:- use_module(library(lists)).
0.5::e0(2,1).
0.2::e0(3,1).
0.3::e0(3,3).
0.3::e0(3,3); 0.2::e0(2,2); 0.2::e0(1,1).
0.8::e1(3,2).
0.2::e1(2,1).
0.9::e1(2,2).
0.2::e1(3,3); 0.2::e1(1,1).
0.25::e2.
0.1::e3(3,2).
0.1::e3(3,3).
0.2::e3(3,3); 0.2::e3(2,2).
p00(X) :- (e0(2,2), between(1,3,X), \+ e1(X,X)) ; (e2, between(1,3,X), X @=< 3).
p00(X) :- (p00(2), e2, between(1,3,X)) ; (p00(X), p00(1), p00(Z), findall(V, e0(3,V), L), length(L, N), N >= 2, \+ e3(Z,X)).
p01(2,X) :- e3(2,Y), p00(3), between(1,3,X).
P::p01(Y,Y) :- (e3(1,1), between(1,3,Y), Y \= 2), P is Y / 4.
p10 :- (e2, e2, T =.. [g, 2], T \== g(0), \+ e2) ; (e0(Z,3)).
p10 :- e3(X,Y), e3(X,X), p01(2,Y), findall(V, e0(X,V), L), sum_list(L, T), T > 2, findall(V, e1(2,V), L), L \= [].
p11(1) :- (p01(Y,1), W is Y + 1, W < 5) ; (p01(Z,Y), T =.. [g, Z], T \== g(0)).
0.9::p11(1) :- (p11(3), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2) ; (e0(Y,X)).
p20(Y,Y) :- p00(Z), between(1,3,Y).
p20(1,X) :- e2, e3(Z,Y), between(1,3,X).
p20(X,Y) :- p00(3), between(1,3,X), between(1,3,Y), findall(V, e0(3,V), L), length(L, N), N >= 1.
query(e0(1,X)).
query(e2).
query(e3(1,3)).
