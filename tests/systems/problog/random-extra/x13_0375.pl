:- use_module(library(lists)).
0.1::e0(1,2).
e1(1).
0.1::e1(2); 0.2::e1(1).
0.7::e2(3).
0.1::e2(2); 0.3::e2(1); 0.3::e2(3).
e3.
p00(X) <- (p01(Y,X)) ; (e3, p01(3,Z), e2(1), between(1,3,X)).
0.7::p01(Y,X) :- X == 1, p01(3,X), e0(3,X), e0(X,Y), not e0(Y,1).
p01(Y,Y) :- (p01(X,3), e3, between(1,3,Y)) ; (p01(X,X), p01(X,Y), findall(V, e2(V), L), sum_list(L, T), T > 2).
p01(2,Y) :- p01(2,3), p00(Z), between(1,3,Y), T =.. [g, Z], T \== g(0), \+ e0(3,Z).
p10(X) :- p10(1), e2(2), p00(1), between(1,3,X), X =:= 3, X \= X.
0.25::\+p10(X) :- e1(X).
0.4::p20(Y) :- p01(Y,Z), p01(3,X), p01(X,X), T =.. [g, Y], T \== g(0).
p20(Y) :- (p00(3), e0(2,Y), e3, findall(V, p01(Y,V), L), L \= [], W is Y + 3, W < 5) ; (p01(X,2), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2, Y @< f(1)).
0.9::p20(3) :- e3, p01(Z,X), not e1(X), findall(V, e0(Z,V), L), length(L, N), N >= 2.
0.7::\+p20(Y) :- e1(Y).
0.8::p21(Y) :- Y \== 3, e1(Y), call(e2, Y).
P::p21(Y) :- ((Y \== 3, e2(Y), call(p01, 2, Y)) ; (e1(Z), between(1,3,Y))), P is Y / 4.
p30(1,X) :- p01(Y,X), e1(X), findall(V, e1(V), L), sum_list(L, T), T > 2.
p30(X,X) :- e2(Y), p20(Y), between(1,3,X), X @=< f(1).
query(e1(3)).
query(e1(Y)).
evidence(p21(2), false).
