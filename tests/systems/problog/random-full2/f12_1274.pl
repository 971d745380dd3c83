:- use_module(library(lists)).
0.3::e0(2).
e1(1,3).
0.2::e1(1,1); 0.2::e1(3,3).
0.75::e2(3,2).
0.3::e2(2,2); 0.1::e2(3,3).
e3(1).
0.8::p00(Y,Y) :- (e1(X,1), p01(X), e2(X,X), between(1,3,Y), compare(O, Y, 2)) ; (p00(X,X), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2).
P::p00(Y,X) :- (p00(X,X), e2(1,3), e0(3), between(1,3,Y), Y =\= 2), P is X / 4.
p00(Y,Y) :- p01(Y), compare(O, Y, 1), compare(O, Y, 1).
p01(3) <- e1(Z,Y), e3(1), e3(Z), T =.. [g, Z], T \== g(0).
0.75::p10(2) :- e3(1), e2(Y,Y).
P::p10(Y) :- ((e2(X,3), p01(Z), p10(X), between(1,3,Y), T =.. [g, Z], T \== g(0)) ; (e1(Z,Y), e3(Z), e2(Y,1))), P is Y / 4.
p10(X) :- e0(Y), e2(Y,2), p01(X).
0.1::p20(Y) :- p01(Z), between(1,3,Y), Z =\= 1, W is Y + 3, W < 5.
P::p20(Y) :- (p00(1,X), e0(1), e0(X), between(1,3,Y)), P is Y / 4.
p30(3) :- p01(X), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2.
p30(2) :- e2(Z,Z), T =.. [g, Z], T \== g(0), Z @>= 2.
p31(Y,X) :- p10(Y), between(1,3,X), not p01(3), \+ e1(1,1).
p31(1,2) :- (p01(2), findall(V, e0(V), L), sum_list(L, T), T > 2) ; (p01(Y)).
p31(2,Y) :- p01(1), between(1,3,Y), Y = 2.
query(p00(2,3)).
query(e3(1)).
