:- use_module(library(lists)).
0.3::e0.
0.4::e1(3).
e2(1).
0.3::e2(2).
0.2::e2(3); 0.3::e2(1).
e3.
p00(3) :- p01(X).
p00(X) :- (X \== 2, e3, e2(X), p01(Z), Z =\= 3) ; (e3, e2(Y), e3, between(1,3,X), Y @< 3, X < 1).
p01(X) :- p01(X), p00(2), compare(O, X, 3).
p01(Y) :- e3, e1(X), e0, between(1,3,Y), T =.. [g, Y], T \== g(0).
0.75::p10(Y) :- p01(Y), e2(Y), findall(V, e1(V), L), length(L, N), N >= 2, Y @>= 1.
p10(2) :- p10(3), e0.
p10(1) :- p11, call(e2, 1).
p11 :- (p10(Y), e0, p00(Y), Y \== Y, not p00(Y)) ; (e1(Z), p01(Z), \+ p00(2)).
p11 :- e0, \+ e1(2).
p11 :- e0.
p20(Y,X) :- e3, between(1,3,X), between(1,3,Y).
p20(3,1) :- (p00(X), X < 3) ; (Y == 2, p20(3,3), e2(Y), p20(Y,2), compare(O, Y, 2)).
p20(X,Y) :- p00(2), e3, p10(Z), between(1,3,X), between(1,3,Y).
P::p21(1,Y) :- (p11, between(1,3,Y), findall(V, p01(V), L), L \= []), P is Y / 4.
0.9::p21(X,X) :- e3, between(1,3,X), compare(O, X, 1), W is X + 3, W < 5.
query(p21(Y,2)).
query(e2(1)).
evidence(p10(2), false).
