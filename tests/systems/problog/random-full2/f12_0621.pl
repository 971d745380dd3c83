:- use_module(library(lists)).
0.4::e0(1,1).
0.1::e0(2,2); 0.1::e0(1,1); 0.3::e0(3,3).
e1.
0.4::e2(2).
0.25::e2(3).
0.4::e3(3).
0.25::e3(1).
P::p00(X) :- ((p00(3), e0(1,2), e2(Y), between(1,3,X), W is Y + 3, W < 5, T =.. [g, X], T \== g(0)) ; (p00(3), p00(Y), e0(Y,1), between(1,3,X))), P is X / 4.
p00(3) <- (e3(3), p00(X), e3(X), findall(V, e3(V), L), sum_list(L, T), T > 2) ; (e0(1,Y), e0(3,Y), findall(V, e0(Y,V), L), length(L, N), N >= 2).
p10(1) :- p00(Z), p10(3), findall(V, e3(V), L), L \= [], \+ e0(3,3).
p10(Y) :- Y \== 3, e2(2), e0(3,Y), \+ p00(Y).
p10(Y) :- e0(Z,3), e1, between(1,3,Y), W is Y + 2, W < 5, Y \= Z.
p11(X) :- e0(Y,Y), p10(Y), e3(X), \+ p00(X).
p20(X) <- e3(1), e0(Z,3), between(1,3,X).
p20(2) :- e0(Y,1), p11(3), compare(O, Y, 1).
query(e3(3)).
query(e3(X)).
query(e1).
