:- use_module(library(lists)).
e0(1).
e0(3).
0.2::e0(1); 0.1::e0(2).
0.4::e1(1,2).
0.75::e1(2,2).
0.1::e1(3,3); 0.1::e1(1,1); 0.2::e1(2,2).
0.4::e3(1).
0.9::e3(3).
p00(Y,2) :- Y == 3, e2(Y), W is Y + 2, W < 5.
p00(Y,Y) :- (p01(2), e2(1), between(1,3,Y), W is Y + 2, W < 5, Y @=< a) ; (e0(Y), Y < 2, \+ e3(Y)).
p01(X) :- e3(Z), between(1,3,X), not e3(X).
0.4::p10 :- e0(2), T =.. [g, 3], T \== g(0), T =.. [g, 1], T \== g(0).
p10 :- e2(Z), p11(Z), Z =:= 3, findall(V, p00(1,V), L), sort(L, S), length(S, N), N < 2.
0.3::p10 :- (p00(X,3), e1(1,Z), e2(Z)) ; (e0(X), X < 3).
0.25::p11(Y) :- p00(X,Y), p10.
P::p11(X) :- (e1(Z,X), e3(1), p00(3,Y)), P is X / 4.
0.8::p20 :- e3(Z), p20, e1(2,Y), T =.. [g, Y], T \== g(0), findall(V, e1(Z,V), L), L = [].
p20 :- p20.
P::p21(Y,X) :- ((p11(X), between(1,3,Y), call(e0, 3)) ; (p11(3), p01(X), between(1,3,Y))), P is X / 4.
p21(Y,2) :- (Y == 2, e1(1,3), e3(X), p21(X,1), between(1,3,Y)) ; (p20, e0(Z), between(1,3,Y)).
query(p00(3,Y)).
query(p11(X)) :- between(1,2,X).
