:- use_module(library(lists)).
0.5::e0(1).
0.2::e1(2).
0.1::e1(1); 0.1::e1(2); 0.2::e1(3).
0.5::e2.
0.3::e3(1,3).
P::p00(Y,Y) :- ((e1(2), p00(3,Z), between(1,3,Y)) ; (e3(3,Y), e3(Y,Y), e3(3,Y), W is Y + 3, W < 5, T =.. [g, Y], T \== g(0))), P is Y / 4.
p00(Y,X) :- (e0(Y), e3(Y,Y), e3(3,2), between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 2, X @=< 1) ; (e0(Y), between(1,3,X)).
p10(3) :- (e1(Y), e2, compare(O, Y, 1), \+ e0(Y)) ; (e3(X,Y), not e3(X,X)).
p10(1) :- e1(Z), \+ e0(Z).
0.25::p11(X,Y) :- (p11(X,X), e1(1), p11(3,2), between(1,3,Y), X =:= 2, findall(V, e3(1,V), L), sum_list(L, T), T > 2) ; (Y \== 1, p00(Z,1), between(1,3,X), between(1,3,Y), Y @>= 2).
p11(Y,X) <- e1(2), e2, p11(X,1), between(1,3,Y), W is X + 3, W < 5.
p20 :- e3(2,2), \+ e3(3,2), findall(V, p10(V), L), length(L, N), N >= 1.
p20 :- e0(1), p20.
query(p10(Y)).
query(e3(1,Y)).
