:- use_module(library(lists)).
0.1::e0(2,1).
0.3::e0(2,2); 0.2::e0(3,3).
0.1::e1(1).
0.9::e1(2).
0.8::e2(2).
e2(1).
0.1::e2(3); 0.1::e2(1); 0.2::e2(2).
0.9::e3(1).
0.2::e3(3).
0.7::e3(2).
p00(2) :- (p00(3), e2(Z)) ; (e0(2,2), p00(3)).
p00(Y) :- e3(3), e2(Y), e0(Y,Y), T =.. [g, Y], T \== g(0), \+ e2(Y).
p10(X) :- (e3(Y), p10(Y), between(1,3,X), \+ p00(Y), Y < 1) ; (p10(X), call(e3, X), \+ e0(X,X)).
P::p11(X,X) :- (e3(2), e0(Z,1), p00(Z), between(1,3,X), X =\= 2, X @>= 2), P is X / 4.
P::p11(3,X) :- (e0(1,Z), between(1,3,X), findall(V, e0(X,V), L), length(L, N), N >= 2, T =.. [g, X], T \== g(0)), P is X / 4.
p11(2,Y) :- e0(X,X), e2(X), e0(X,Y), \+ e2(Y).
0.4::p20(Y) :- Y \== 1, e0(Y,1), p00(1), findall(V, e0(Y,V), L), L = [].
p21 :- e3(Y).
p21 <- p00(X), p00(1), e3(1).
p21 :- (e1(Z), e2(Z), e1(1), Z @=< a) ; (p00(X), X @< a).
0.8::p30(Y,Y) :- p21, p10(X), p10(3), between(1,3,Y).
p30(2,X) :- e2(Y), between(1,3,X), \+ p21, findall(V, p00(V), L), sum_list(L, T), T > 2.
p31(X) :- (e2(Y), p21, p10(3), between(1,3,X)) ; (p10(Y), p31(1), between(1,3,X), X = Y, Y @=< 2).
p31(Y) :- Y == 1, e3(1), between(1,3,Y), \+ p21.
query(e2(X)).
query(p10(3)).
query(\+ p20(1)).
evidence(p30(3,1), true).
