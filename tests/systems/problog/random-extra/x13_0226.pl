:- use_module(library(lists)).
0.2::e0(2); 0.3::e0(3); 0.2::e0(1).
0.75::e1(1).
0.25::e1(3).
0.1::e2(3); 0.1::e2(2); 0.2::e2(1).
0.8::p00(X,Y) :- X == 1, e0(3), e1(Y), between(1,3,X), call(e0, 2).
P::p00(2,Y) :- ((e1(X), e0(X), p00(X,X), between(1,3,Y)) ; (e2(Y), e0(Y), e1(Y), call(e1, Y))), P is Y / 4.
P::p00(Y,Y) :- (e2(Y), p00(3,Y), p00(Z,3), T =.. [g, Y], T \== g(0)), P is Y / 4.
0.3::p01(1) <- e1(X), e1(2), e1(X), X >= 2.
0.8::\+p01(X) :- e1(X).
p10(Y,Y) :- p10(3,2), e1(1), between(1,3,Y), \+ p00(3,Y), Y >= 2.
P::p20(Y) :- (p10(Z,1), p01(Z), e1(3), between(1,3,Y), findall(V, p10(Z,V), L), sum_list(L, T), T > 2, call(p10, Z, Y)), P is Y / 4.
P::p20(Y) :- ((e1(Y), Y \== Y) ; (p20(X), between(1,3,Y), \+ p01(X))), P is Y / 4.
p20(1) :- p01(X), p00(X,1), not p00(2,X).
p21(X) <- e1(Y), between(1,3,X), call(e1, 1).
p21(3) :- (p21(1), p20(Z), Z < 3, Z @>= 1) ; (p21(2), p21(1), p20(2), T =.. [g, 1], T \== g(0)).
query(p21(2)).
query(e1(1)).
