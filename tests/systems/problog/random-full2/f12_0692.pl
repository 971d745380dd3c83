:- use_module(library(lists)).
0.5::e0(2,2).
0.4::e0(1,3).
0.2::e0(3,3); 0.2::e0(1,1); 0.3::e0(2,2).
0.5::e1(2).
0.1::e1(2); 0.3::e1(3); 0.1::e1(1).
e2(1,2).
0.9::e3.
P::p00(Y) :- (e3, e2(Y,Z), e3, \+ e1(Z)), P is Y / 4.
0.1::p00(X) :- e1(Z), between(1,3,X), call(e0, X, Z).
P::p00(Y) :- (p01(Z), p01(3), between(1,3,Y), W is Y + 3, W < 5), P is Y / 4.
p01(Y) :- e3, e0(X,Z), between(1,3,Y).
p10 :- (p11(Z), findall(V, p00(V), L), sum_list(L, T), T > 2) ; (p01(Z), p01(Z), e3, findall(V, e1(V), L), L = []).
p10 :- Z \== 1, e1(Z).
p10 <- (Y == 2, e1(Y), e1(Z), p10, Y \== Y) ; (e1(Z)).
P::p11(X) :- (e3, e0(Y,Y), p11(Y), between(1,3,X)), P is X / 4.
p11(Y) :- p01(Z), e1(Z), between(1,3,Y).
p11(Y) :- (p11(3), between(1,3,Y), \+ e3, T =.. [g, Y], T \== g(0)) ; (e0(2,Y), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2, Y >= 3).
p20(2) :- p20(X), p10, p20(X), not e0(X,1).
P::p20(Y) :- (p21, p00(X), between(1,3,Y)), P is Y / 4.
p20(X) :- e3, p00(Y), between(1,3,X), \+ e3.
0.75::p21 :- p20(1), p20(2), p10, findall(V, e2(2,V), L), L = [].
0.75::p21 :- p00(Z).
p21 :- Z \== 2, e1(Z), e2(X,Z), e3, not e0(X,2).
query(e3).
query(p00(2)).
query(e3) :- between(1,2,X).
evidence(p00(3), true).
