:- use_module(library(lists)).
0.5::e0(2,3).
0.2::e1(3).
0.25::e1(1).
0.3::e1(1); 0.1::e1(2); 0.2::e1(3).
0.2::e2(1).
0.3::e2(2).
e3(3,1).
0.3::e3(1,2).
p00(1) :- p01(Z,Z), e0(Z,X), p01(3,Z).
p01(Y,3) <- (p00(Y), e0(Y,Y), e2(Y), findall(V, e1(V), L), L \= [], T =.. [g, Y], T \== g(0)) ; (p01(X,Z), between(1,3,Y), T =.. [g, Y], T \== g(0)).
p10 :- p01(Z,X), p00(X), \+ e3(Z,Z).
p10 :- (p11(2), e3(1,X), not p00(2)) ; (e0(Z,X), p01(1,Z), Z >= 2).
p10 :- e1(X).
p11(Y) :- (e1(Z), p10, e1(Z), between(1,3,Y)) ; (p11(Z), p01(Z,Z), between(1,3,Y)).
p11(Y) :- p11(2), e2(Y), compare(O, Y, 1), Y =:= 3.
p11(2) <- (e1(Z), e1(Z)) ; (Y == 3, e2(Z), p00(Y), findall(V, e3(Y,V), L), sum_list(L, T), T > 2).
p20(1) :- X \== 3, p00(X), e1(X), e2(X), T =.. [g, X], T \== g(0).
p20(3) :- p00(Z), \+ e0(Z,Z), findall(V, e2(V), L), sum_list(L, T), T > 2.
p20(X) :- p01(Z,Z), between(1,3,X), Z @=< 2, \+ e0(X,Z).
p21(X,Y) :- p11(1), between(1,3,X), between(1,3,Y), W is Y + 1, W < 5.
query(p20(X)).
