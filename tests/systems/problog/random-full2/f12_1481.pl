:- use_module(library(lists)).
e0(1).
0.4::e0(2).
0.3::e0(3).
e1(2,3).
0.5::e1(3,3).
e1(2,2).
0.6::e2(3,2).
0.2::e2(1,3).
0.5::e2(1,1).
e3(2,1).
e3(2,2).
0.2::e3(3,3); 0.3::e3(1,1); 0.3::e3(2,2).
p00(2) :- e0(1), e0(1), e3(2,Y).
p00(Y) :- e3(Y,Y), p01(2), Y >= 1.
p00(X) :- e3(Y,Y), e0(Y), between(1,3,X).
P::p01(Y) :- (e1(2,Y), p00(Y), p01(Y), \+ e2(3,Y), Y >= 1), P is Y / 4.
p01(Y) :- e1(Y,3), e2(Y,Y), e2(Z,Z), findall(V, e3(Z,V), L), L = [].
P::p01(X) :- (e3(X,X), e1(3,1), \+ e3(X,X), X @>= 1), P is X / 4.
0.5::p10 <- (e0(3), e1(Z,2), compare(O, Z, 1)) ; (p01(Y), e0(Y), e2(Y,Y)).
p10 :- e1(X,Y), p00(3), findall(V, e2(1,V), L), L = [], findall(V, p01(V), L), L = [].
p10 :- p01(2), p10.
p20(X,X) :- e3(X,3), p20(X,X), e0(X), T =.. [g, X], T \== g(0).
p20(Y,X) <- (p00(X), between(1,3,Y), X =\= 1, findall(V, e3(X,V), L), sort(L, S), length(S, N), N < 2) ; (p01(3), p10, e0(X), between(1,3,Y), findall(V, p01(V), L), L = [], W is Y + 3, W < 5).
p21(2) :- p20(2,Z), p10, \+ p00(Z), Z @=< 3.
p21(Y) :- Y == 2, e3(Z,1), p01(Y).
p30(X) :- X == 3, e2(X,X), T =.. [g, X], T \== g(0).
p30(Y) :- p21(1), p10, p20(X,Y), Y \== 1.
P::p31(Y) :- (p01(Z), between(1,3,Y)), P is Y / 4.
p31(Y) :- p00(Z), between(1,3,Y).
p31(1) :- (e0(Z), p30(Z), p31(Z)) ; (e1(Z,3)).
query(p00(3)).
query(e1(3,3)).
query(p30(3)).
query(\+ p01(2)).
