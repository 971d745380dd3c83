:- use_module(library(lists)).
0.1::e1(2,2); 0.2::e1(1,1).
p00(Y,Y) :- (p00(1,3), p01, e0(Z,Y), \+ e0(2,Y)) ; (p01, e0(Y,1), p00(2,3)).
p00(Y,X) :- e1(X,Z), between(1,3,Y), compare(O, Z, 2), findall(V, e1(X,V), L), sum_list(L, T), T > 2.
0.5::p00(X,Y) :- p00(Y,1), between(1,3,X), X @>= 3, findall(V, e0(Y,V), L), L = [].
p01 :- p00(Y,1), e0(3,3), W is Y + 3, W < 5.
p01 :- p00(Y,3), p01, p01, not e1(Y,2), call(e1, Y, 2).
p10(Y) :- e0(3,Z), p00(Y,3), e0(2,Z), \+ e0(2,Y).
p20(X,3) :- p20(Y,2), p20(Z,1), e1(Z,Z), between(1,3,X).
p20(X,X) :- p20(Y,Z), between(1,3,X).
P::p20(1,Y) :- ((e1(Z,X), between(1,3,Y), not e0(Y,1), T =.. [g, Y], T \== g(0)) ; (p20(X,3), between(1,3,Y), Y =:= 3, Y @< 1)), P is Y / 4.
p21(X) :- p10(3), between(1,3,X), findall(V, e1(X,V), L), L = [].
0.6::p21(X) :- p00(3,Y), p20(2,1), p00(Y,1), between(1,3,X).
p21(X) :- p20(Z,Z), between(1,3,X).
p30(X) :- p30(Z), p10(Y), p20(1,Z), between(1,3,X), T =.. [g, Y], T \== g(0).
P::p30(X) :- (Y \== 1, e1(Y,Y), e0(2,3), e0(Y,Y), between(1,3,X)), P is X / 4.
p30(X) :- (e0(Z,X), p01, p00(X,Z)) ; (p20(X,X), p10(Y), p20(2,Y), \+ e1(X,Y)).
query(p21(1)).
