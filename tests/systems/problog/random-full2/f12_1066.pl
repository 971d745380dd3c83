:- use_module(library(lists)).
0.4::e0(3,3).
e0(1,3).
0.1::e0(2,2); 0.2::e0(3,3); 0.1::e0(1,1).
0.25::e1(2,3).
0.3::e1(3,3).
0.1::e2(3,3).
e3(1).
p00 :- e2(2,X), e3(X), X \= X.
p00 :- e2(1,Z), e2(Z,Z), T =.. [g, Z], T \== g(0).
p00 :- p00, e0(1,Y), e1(Y,Y), not e0(3,1), not e0(3,1).
P::p01(Y) <- ((e0(Y,Y), e2(Y,2), e1(Y,2), \+ e2(Y,2), \+ e2(3,Y)) ; (e2(X,X), between(1,3,Y), \+ e1(Y,2), findall(V, e2(Y,V), L), sum_list(L, T), T > 2)), P is Y / 4.
p10(3) :- e2(2,Y), Y == Y.
p10(Y) :- (p01(3), p00, between(1,3,Y), Y < 1, findall(V, e2(Y,V), L), L \= []) ; (e0(Y,2), T =.. [g, Y], T \== g(0)).
P::p10(Y) :- (e0(Y,2), p10(Y), p01(Y)), P is Y / 4.
p20(X) :- p21(X,X), p01(Z), findall(V, p10(V), L), L \= [].
0.1::p21(Y,X) :- p01(1), between(1,3,X), between(1,3,Y).
p21(Y,X) :- (X \== 1, p01(X), between(1,3,Y), X \== 3) ; (p00, p10(Z), between(1,3,X), between(1,3,Y)).
P::p21(Y,X) :- (e1(Y,Z), e2(Z,1), p00, between(1,3,X)), P is X / 4.
query(e2(X,1)).
query(e3(3)).
