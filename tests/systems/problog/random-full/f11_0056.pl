:- use_module(library(lists)).
e0(1).
e0(3).
0.9::e0(2).
0.8::e1.
0.2::e2.
0.3::e3(2,3).
0.2::e3(3,2).
0.2::e3(2,1).
P::p00(Y) :- (e1, e3(X,Z), between(1,3,Y), X =:= 2), P is Y / 4.
p01 :- e1, T =.. [g, 1], T \== g(0).
p01 :- e2, e2, p01, call(e0, 1), findall(V, e3(1,V), L), sort(L, S), length(S, N), N < 2.
0.25::p01 :- e0(Y), T =.. [g, Y], T \== g(0), Y < 2.
p10 :- (Y \== 2, e0(Y)) ; (e1).
p10 :- e1, T =.. [g, 2], T \== g(0).
0.4::p10 :- e3(Y,Y).
query(e0(2)).
query(e3(X,3)).
query(e2).
query(e0(X)) :- between(1,2,X).
query(\+ e3(2,2)).
