:- use_module(library(lists)).
e0(3).
e0(1).
0.2::e0(1); 0.2::e0(3).
0.75::e1(3,2).
0.3::e1(1,3).
0.6::e1(2,3).
p00(Y,X) :- (e1(Z,Z), e0(Z), e1(Z,Z), between(1,3,X), between(1,3,Y)) ; (X \== 1, e1(Z,2), e1(2,3), between(1,3,X), between(1,3,Y)).
0.1::p00(Y,3) :- p00(Z,X), e0(X), e0(X), between(1,3,Y).
P::p00(1,Y) :- (e1(Z,3), between(1,3,Y), Z @>= 2, \+ e1(Z,Z)), P is Y / 4.
p10(Y) :- p00(Z,3), e0(3), p10(2), between(1,3,Y), Y >= 3, W is Y + 2, W < 5.
p20 :- (e1(3,Y), p10(3), T =.. [g, Y], T \== g(0)) ; (p00(1,Z)).
p20 :- (p10(Y)) ; (p10(2)).
p21 :- e1(Y,Y), findall(V, e0(V), L), length(L, N), N >= 2, compare(O, Y, 2).
p21 :- e1(Y,X), not e0(X).
p30(Y,Y) :- p00(X,X), p10(X), between(1,3,Y), T =.. [g, Y], T \== g(0), \+ p10(Y).
p30(Y,Y) :- p00(X,X), between(1,3,Y), Y @< 1, findall(V, e1(2,V), L), sum_list(L, T), T > 2.
query(p30(X,3)).
query(p10(Y)).
query(p21).
