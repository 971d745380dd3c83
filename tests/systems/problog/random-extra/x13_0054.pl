:- use_module(library(lists)).
e0(3).
e0(1).
0.3::e0(1); 0.1::e0(2).
0.8::e1(1).
0.5::e1(3).
0.3::e1(3); 0.3::e1(1).
0.75::e2(2).
e2(3).
p00(1) :- p01(Z), findall(V, e0(V), L), sum_list(L, T), T > 2, Z >= 2.
p01(Y) :- e1(Z), p01(3), e1(Y), not e0(3), Z = 2.
p01(X) :- (e1(X), W is X + 2, W < 5, X @< a) ; (e1(X), p01(X), e0(Y)).
p01(X) :- p01(Y), between(1,3,X), not e1(1).
p10 :- p01(Z), Z < 1.
p10 :- Y \== 3, p11(Z,Y), \+ e0(1).
p10 :- p11(Y,Z).
\+p10 :- e1(2).
0.9::p11(Y,X) :- (p01(X), between(1,3,Y), call(e2, 1), T =.. [g, Y], T \== g(0)) ; (e1(Y), between(1,3,X), X \== Y).
p11(2,Y) :- e1(X), e1(X), p00(X), between(1,3,Y), X >= 2, findall(V, p01(V), L), L \= [].
P::p11(X,Y) :- (e2(Y), p00(1), between(1,3,X)), P is Y / 4.
p20 :- p01(Y), e0(Y), p11(Y,Y).
p20 :- p11(Z,Y), e0(Z), compare(O, Y, 3), Z @=< a.
0.3::p20 :- (p10, subquery(p11(1,3), Q), Q > 0.33) ; (e1(Y)).
0.6::p21 <- p20, p20, e0(Z).
p21 <- e2(1), p11(Z,Z), p11(1,Y), call(p00, Z), Z = Y.
p21 :- p11(Z,Y), p21, p20, findall(V, e1(V), L), L = [].
P::p30(3,X) :- (X == 1, p11(2,Z), p01(Z), between(1,3,X)), P is X / 4.
P::p30(Y,Y) :- ((e2(2), p01(Z), p00(3), between(1,3,Y)) ; (p20, p10, between(1,3,Y), call(p00, Y), Y @>= f(1))), P is Y / 4.
\+p30(1,X) :- e0(X).
P::p31(Y) :- (Y \== 3, p00(1), between(1,3,Y), Y =\= 1), P is Y / 4.
p31(X) :- (p21, e0(3), between(1,3,X), \+ p10, T =.. [g, X], T \== g(0)) ; (p10, e0(Y), between(1,3,X), Y == Y, \+ p21).
p31(Y) :- p21, p11(Y,Y), \+ p00(Y).
query(p11(3,Y)).
query(p01(2)).
