:- use_module(library(lists)).
e0(2).
0.7::e1(3,1).
e1(1,2).
e1(3,3).
e1(2,3).
0.2::e1(2,2); 0.2::e1(3,3); 0.3::e1(1,1).
e2(2).
0.1::e2(3).
p00 :- (e2(X), e0(X), findall(V, e1(X,V), L), length(L, N), N >= 2, findall(V, e0(V), L), sum_list(L, T), T > 2) ; (e2(1), findall(V, e0(V), L), L \= []).
p10(Y,X) :- e0(2), e2(2), p11(Z,2), between(1,3,X), between(1,3,Y), findall(V, e1(X,V), L), sum_list(L, T), T > 2.
p10(Y,1) :- p00, e2(Y).
p11(Y,X) :- p10(Y,Y), between(1,3,X), findall(V, e2(V), L), length(L, N), N >= 2.
0.2::p11(Y,Y) :- e1(X,Y), e2(Y), p10(Y,X).
P::p11(X,Y) :- (e2(1), between(1,3,X), between(1,3,Y), T =.. [g, Y], T \== g(0), \+ e0(Y)), P is Y / 4.
p20(3) :- Z == 2, p00, p11(Z,Y), p10(Z,Z), W is Y + 3, W < 5.
p20(Y) :- Y == 2, p21(2,X), p20(2), between(1,3,Y).
P::p21(Y,X) :- ((p10(1,Y), p11(Y,Z), between(1,3,X), \+ p11(X,2)) ; (X == 3, p20(Y), p00, between(1,3,X), \+ e0(X))), P is Y / 4.
P::p21(Y,X) :- (e1(Z,Y), p20(2), p21(Z,1), between(1,3,X), \+ e0(X), X \== 1), P is Y / 4.
p21(Y,Y) :- p10(3,2), p00, p21(X,1), between(1,3,Y).
p30 :- p00, p00, p20(X).
0.75::p30 :- p21(2,Z), p00, p20(Z).
P::p31(Y) :- (p21(Z,2), p21(1,X), e2(1), between(1,3,Y)), P is Y / 4.
p31(3) :- p20(2), p11(3,Y).
query(e0(3)).
query(e0(2)).
query(p31(X)) :- between(1,2,X).
