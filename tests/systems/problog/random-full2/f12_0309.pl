:- use_module(library(lists)).
0.75::e0(2).
0.5::e0(1).
0.3::e0(2); 0.1::e0(3).
0.7::e1(1,1).
p00(1) :- e1(X,X), T =.. [g, X], T \== g(0).
0.7::p00(Y) :- (Z == 3, p00(Z), e1(Z,Z), between(1,3,Y), T =.. [g, Z], T \== g(0)) ; (p00(1), e1(Z,Z), between(1,3,Y), not e1(Z,Y)).
P::p10(Y) :- (Y \== 1, p11(Z), e1(1,X), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2), P is Y / 4.
p10(Y) :- (p10(2), p10(Y), e0(Y), Y @< f(1)) ; (p00(Z), e0(Z), p11(Z), between(1,3,Y)).
p10(3) :- e0(Y), findall(V, e0(V), L), L \= [], compare(O, Y, 1).
p11(Y) :- Y == 1, p10(Z), p00(Z), between(1,3,Y), findall(V, e0(V), L), L = [].
0.7::p20(X) :- e1(Y,Z), p20(X).
p20(Y) :- (p00(X), p20(Y), e0(X)) ; (e0(Y), Y < 2).
P::p20(X) :- (X == 2, e1(1,3), p00(X), \+ e0(X)), P is X / 4.
P::p21(Y) :- (e1(Z,X), e1(1,1), e0(Z), between(1,3,Y)), P is Y / 4.
query(e0(X)).
query(e0(3)).
query(p11(1)).
