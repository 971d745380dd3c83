:- use_module(library(lists)).
0.6::e0(2).
e1(2,1).
0.2::e1(2,2); 0.2::e1(3,3).
0.6::e2(2).
0.9::e3(3).
p00(X) :- e2(Z), p00(Z), between(1,3,X), X < 2, not e2(Z).
p00(X) :- (e3(Y), between(1,3,X)) ; (e1(Y,X), p01(X), p00(X), findall(V, e1(Y,V), L), L = []).
p01(X) :- Z \== 2, p00(Y), p01(X), e1(Y,Z).
p10(3) :- e0(Y), p11(Y), e1(Y,Y).
p10(1) :- e2(X), X =\= 3, findall(V, p00(V), L), L \= [].
p10(X) :- Y \== 2, e0(Y), between(1,3,X), call(e3, Y).
p11(Y) :- (p11(Y), e3(2), e3(X)) ; (p11(Z), between(1,3,Y)).
0.5::p11(1) :- p01(1), e3(X), subquery(p01(3), Q), Q < 0.33, call(e0, 3).
P::p11(Y) :- (Y == 3, e3(2), between(1,3,Y)), P is Y / 4.
p20(Y) <- e2(3), e0(X), between(1,3,Y).
p20(Y) :- (p01(Z), p10(Z), between(1,3,Y), findall(V, p00(V), L), L \= [], findall(V, p00(V), L), length(L, N), N >= 2) ; (p20(2), between(1,3,Y), T =.. [g, Y], T \== g(0), findall(V, e3(V), L), sum_list(L, T), T > 2).
P::p20(Y) :- ((p20(X), p00(X), between(1,3,Y), call(p11, Y), findall(V, p11(V), L), L \= []) ; (e1(1,Y))), P is Y / 4.
0.5::\+p20(X) :- e2(X).
query(p20(Y)).
query(p01(1)).
