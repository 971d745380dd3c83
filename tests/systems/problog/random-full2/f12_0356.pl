:- use_module(library(lists)).
0.1::e0(3).
0.4::e1(2,1).
e1(3,3).
0.3::e1(3,1).
0.2::e1(3,3); 0.2::e1(2,2).
P::p00(X) :- (e0(Z), e1(Z,1), e1(Z,2), between(1,3,X)), P is X / 4.
p00(Y) :- p00(X), between(1,3,Y), T =.. [g, Y], T \== g(0), T =.. [g, X], T \== g(0).
p00(3) :- (p00(X), X = X, W is X + 3, W < 5) ; (p01(X), e1(X,1), e1(X,1)).
p01(1) :- e0(Y), W is Y + 1, W < 5.
P::p10(Y) :- (Y == 2, p01(Z), between(1,3,Y), call(p01, Z)), P is Y / 4.
p10(2) :- p00(1), e0(Z), Z \= Z, \+ e1(Z,Z).
p11 :- p00(Z), e1(Z,Y), findall(V, e0(V), L), L \= [], not p00(Z).
p11 :- p10(X), e0(X), p00(X), T =.. [g, X], T \== g(0).
p11 :- e0(X), \+ e0(1).
P::p20(Y) :- (e1(Z,Y), p20(X), not p01(X), findall(V, e1(Z,V), L), sum_list(L, T), T > 2), P is Y / 4.
p20(X) :- (p11, between(1,3,X), compare(O, X, 3), findall(V, e0(V), L), length(L, N), N >= 1) ; (p00(Z), between(1,3,X), Z =:= 2).
p20(X) :- p20(Y), between(1,3,X).
P::p21(X) :- (p20(Y), p00(2), between(1,3,X)), P is X / 4.
P::p21(Y) :- (e0(Y)), P is Y / 4.
p21(3) :- e1(Y,X), p21(1), p00(2), call(e0, 2).
query(p01(X)).
query(p00(X)).
query(e1(1,3)).
evidence(p20(2), true).
