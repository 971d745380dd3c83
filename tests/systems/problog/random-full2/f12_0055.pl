:- use_module(library(lists)).
0.2::e0(2,1).
0.3::e0(3,3); 0.1::e0(1,1).
0.2::e1(1,1).
0.7::e2(2).
0.1::e3(1,3).
0.1::e3(3,3); 0.1::e3(2,2).
p00(X) <- p00(3), e1(Z,2), p00(3), between(1,3,X).
p00(X) :- X \== 3, e1(Y,Z), p00(Y), e3(Y,Y), between(1,3,X).
P::p10(X) :- (p11, between(1,3,X), compare(O, X, 3), \+ e1(1,X)), P is X / 4.
p10(1) :- (e2(1), T =.. [g, 2], T \== g(0), not p00(1)) ; (e1(X,Z), e2(1)).
p10(Y) :- p11, between(1,3,Y), Y = Y, findall(V, p00(V), L), L = [].
p11 :- p10(Y), p00(Y), p00(Y), Y =:= 2.
p11 :- p11, call(e0, 3, 1), findall(V, p00(V), L), sum_list(L, T), T > 2.
p20(X) :- p20(Y), between(1,3,X), findall(V, e3(X,V), L), length(L, N), N >= 1.
0.4::p30(3) :- X \== 1, e0(3,X), e1(2,3).
p30(X) :- (e1(2,X)) ; (e3(Z,1), between(1,3,X), X =\= 1, T =.. [g, Z], T \== g(0)).
p30(Y) :- e3(1,Y), p11, p31(3), \+ e3(3,Y), T =.. [g, Y], T \== g(0).
p31(Y) :- e1(Y,Z).
p31(X) :- p00(Y), between(1,3,X), W is X + 3, W < 5.
query(p31(X)).
query(p10(1)).
query(e3(X,X)) :- between(1,2,X).
evidence(p10(2), false).
