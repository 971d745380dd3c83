:- use_module(library(lists)).
e0(3).
0.3::e0(1); 0.2::e0(3).
0.3::e1(3).
0.5::e1(2).
0.3::e2(3,1).
e2(1,2).
0.75::e2(2,1).
0.1::e2(3,3); 0.3::e2(1,1); 0.2::e2(2,2).
0.5::e3(2).
p00(X) :- (p00(X), e1(X), e2(X,2), findall(V, e1(V), L), length(L, N), N >= 1, findall(V, e1(V), L), L = []) ; (e2(Z,Z), between(1,3,X), T =.. [g, Z], T \== g(0), findall(V, e3(V), L), sum_list(L, T), T > 2).
p10(Y) :- (p11(Y), Y @< f(1), findall(V, e2(Y,V), L), L = []) ; (e1(Z), between(1,3,Y), compare(O, Y, 3)).
P::p11(Y) :- (e0(X), p10(Y), e2(3,Y), W is Y + 1, W < 5), P is Y / 4.
p11(X) <- (e0(Y), between(1,3,X)) ; (e1(X), e3(Z), T =.. [g, Z], T \== g(0)).
p11(Y) :- Y == 3, Y \== 2, e2(3,Y).
P::p20(X) <- ((p10(X), p11(X), p00(X), \+ p10(3), findall(V, e1(V), L), length(L, N), N >= 2) ; (e3(Z), between(1,3,X), X =:= 1)), P is X / 4.
P::p20(X) :- (p00(Z), between(1,3,X), X =:= 2), P is X / 4.
p20(Y) <- e3(Y), e0(Y), W is Y + 1, W < 5.
p21(Y) :- p20(Y), p21(Y), findall(V, p00(V), L), length(L, N), N >= 2, compare(O, Y, 2).
P::p21(Y) :- (p11(3), e3(Z), between(1,3,Y), W is Y + 3, W < 5, Z =:= 2), P is Y / 4.
p21(3) :- p00(X), p11(X), e2(X,2), findall(V, p10(V), L), sum_list(L, T), T > 2.
query(p11(3)).
query(p00(3)).
query(p11(X)).
query(e1(X)) :- between(1,2,X).
