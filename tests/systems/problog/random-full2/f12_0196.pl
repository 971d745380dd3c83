:- use_module(library(lists)).
0.2::e0(3,3).
0.1::e0(3,3); 0.1::e0(1,1); 0.2::e0(2,2).
0.3::e1(1).
0.2::e1(1); 0.1::e1(3); 0.2::e1(2).
0.4::e2(1).
e2(2).
0.1::e2(2); 0.2::e2(3).
0.9::p00(X,Y) <- (p00(Z,Z), between(1,3,X), between(1,3,Y), compare(O, Y, 2)) ; (e2(1), between(1,3,X), between(1,3,Y)).
P::p00(Y,X) :- ((e0(X,X), between(1,3,Y), Y < 1) ; (e0(3,1), e2(X), p00(Z,X), between(1,3,Y), findall(V, e0(Y,V), L), L = [], \+ e1(Y))), P is X / 4.
0.9::p10 :- p00(Z,X).
p10 :- p10, e2(Y), e1(1).
0.7::p20 :- p10, p00(Y,2), p00(Y,Z), T =.. [g, Z], T \== g(0), \+ p00(Y,Z).
p20 :- (e2(1), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2) ; (e1(Z), p10).
p30(Y,Y) :- p20, e0(Y,3), e0(Y,Y), W is Y + 1, W < 5.
p30(X,Y) <- e1(Z), p30(Y,Y), p20, between(1,3,X), Z \= Y.
p30(Y,X) :- Y \== 1, e1(Y), between(1,3,X).
P::p31(Y,3) :- (p30(Z,1), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 2, T =.. [g, Y], T \== g(0)), P is Y / 4.
p31(Y,1) <- (p00(Z,Z), p00(3,Z), between(1,3,Y), compare(O, Z, 2), T =.. [g, Y], T \== g(0)) ; (p20, between(1,3,Y), \+ e1(Y), W is Y + 3, W < 5).
0.7::p31(1,Y) :- p30(1,1), e2(X), p30(Y,2), T =.. [g, Y], T \== g(0).
query(p10).
