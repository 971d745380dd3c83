:- use_module(library(lists)).
0.2::e0(1,1).
0.75::e1(3).
0.6::e1(2).
0.1::e1(2); 0.1::e1(3).
0.4::e2(3,3).
0.3::e2(2,3).
0.75::e3(3).
0.1::e3(1).
0.2::e3(3); 0.2::e3(1).
0.1::p00(Y) :- Y == 2, e1(Y), not e1(Y).
p00(2) :- e3(Y), e3(2).
p01(X) :- p01(X), p01(2), p01(Y).
P::p01(Y) :- (p01(Z), p00(Z), between(1,3,Y)), P is Y / 4.
p10(Y) :- e3(1), e1(Z), e2(3,Z), between(1,3,Y), findall(V, e2(Y,V), L), L = [].
p20(Y) :- (e3(Y), \+ p10(Y), \+ e2(Y,Y)) ; (e0(X,Z), between(1,3,Y), T =.. [g, Y], T \== g(0), Y =:= 2).
p20(X) :- X \== 2, p21, e1(X), compare(O, X, 2).
P::p20(X) :- (p01(Z), p10(Z), p10(3), between(1,3,X), \+ p00(Z)), P is X / 4.
p21 :- e0(Z,X), e0(1,Z), \+ e2(X,X).
query(p01(X)).
query(e0(X,3)).
query(p01(2)).
