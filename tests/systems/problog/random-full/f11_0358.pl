:- use_module(library(lists)).
0.75::e0.
0.5::e1.
0.4::e2(2).
e2(3).
0.1::e2(3); 0.1::e2(2); 0.1::e2(1).
0.2::e3(3,1).
0.25::e3(2,3).
0.3::e3(1,1); 0.1::e3(2,2); 0.2::e3(3,3).
p00(Y) :- (e0, e1, between(1,3,Y), call(e3, Y, 2)) ; (e2(X), between(1,3,Y)).
p00(Y) :- e0, between(1,3,Y), T =.. [g, Y], T \== g(0), W is Y + 3, W < 5.
p00(X) :- p00(Y), between(1,3,X), X == 1, call(e2, 1).
p10(X,1) :- p00(X), e0, p10(Z,X).
p10(Y,X) :- p10(3,2), between(1,3,X), between(1,3,Y).
p10(1,Y) :- e2(X), e0, between(1,3,Y).
p20(2,X) :- (p00(1), e0, e0, between(1,3,X)) ; (p00(X), findall(V, e3(2,V), L), sum_list(L, T), T > 2, findall(V, e3(X,V), L), sort(L, S), length(S, N), N < 2).
p20(Y,X) :- e1, between(1,3,X), between(1,3,Y), call(p10, 1, X).
p21(Y,Y) :- (e3(1,X), p00(3), between(1,3,Y), Y == 2, findall(V, p10(Y,V), L), L \= []) ; (e2(X), p20(Y,1), e0, T =.. [g, Y], T \== g(0), findall(V, p00(V), L), L = []).
P::p21(Y,1) :- (e1, between(1,3,Y), call(e3, 2, 2), Y @=< 2), P is Y / 4.
query(e1).
query(p00(3)).
query(p00(3)).
evidence(p20(2,3), false).
