:- use_module(library(lists)).
e0(1,1).
0.1::e0(3,3); 0.3::e0(1,1).
0.2::e1(2).
e1(3).
0.1::e1(1); 0.3::e1(2); 0.3::e1(3).
p00(Y) :- e0(Y,Z), p00(Z), e1(Y), findall(V, e0(Y,V), L), length(L, N), N >= 2, call(e1, 1).
p10(X) :- e1(X), p00(X), e0(2,X), findall(V, e1(V), L), sum_list(L, T), T > 2.
p10(Y) :- e1(3), between(1,3,Y), findall(V, p00(V), L), L \= [].
p10(X) :- e1(Z), between(1,3,X), findall(V, e1(V), L), length(L, N), N >= 1, Z @>= 2.
p20(Y) :- p21(Y), p20(Y), e0(Z,Y).
p20(X) :- X == 1, p21(1), p21(2), p21(X), X =:= 1.
p20(1) :- e1(Y), e0(3,Z).
P::p21(X) :- (e0(Z,X), p00(Y), call(e0, X, Y), T =.. [g, Y], T \== g(0)), P is X / 4.
p21(Y) :- Y \== 3, p10(Y), p10(Y), findall(V, e1(V), L), L = [].
0.2::p21(1) :- e1(X), p21(2), p20(X), call(p10, X), \+ p10(X).
query(e0(Y,Y)).
query(p00(3)).
query(e1(X)).
query(\+ p00(3)).
evidence(p00(1), true).
