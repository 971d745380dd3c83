:- use_module(library(lists)).
0.3::e0(2,3).
e0(3,1).
0.3::e0(1,1); 0.2::e0(3,3).
0.8::e1(2).
0.3::e1(1).
0.1::e1(2); 0.2::e1(3); 0.1::e1(1).
0.75::e2(3,2).
0.3::e2(3,1).
0.2::e2(2,2); 0.2::e2(3,3).
p00(Y,X) :- e1(1), p00(X,Z), p00(Z,X), between(1,3,Y), Z \= Z, Y < 3.
p00(Y,X) :- p00(Z,2), p00(X,Z), between(1,3,Y).
p10 :- p10, call(e1, 1).
p20(X) <- e2(Y,1), between(1,3,X), findall(V, e1(V), L), sum_list(L, T), T > 2, not e1(X).
0.4::p21 :- e0(Z,Z), p00(Y,X), p00(3,Z).
P::p30(Y) :- (e0(X,3), p20(X), between(1,3,Y)), P is Y / 4.
p30(X) :- e2(X,Y), Y @=< a.
0.2::p30(X) <- e2(Y,Y), between(1,3,X), T =.. [g, Y], T \== g(0).
p31(Y) :- p30(3), p30(X), between(1,3,Y), W is Y + 3, W < 5, X == Y.
p31(Y) :- e0(Z,X), between(1,3,Y), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2.
query(p30(X)).
query(p30(2)).
query(\+ e2(3,3)).
evidence(p21, true).
