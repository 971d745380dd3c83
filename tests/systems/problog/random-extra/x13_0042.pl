:- use_module(library(lists)).
0.1::e0(1,1); 0.3::e0(2,2).
0.75::e1(3,1).
0.9::e1(2,2).
0.7::e1(1,3).
0.1::e1(2,2); 0.2::e1(1,1); 0.2::e1(3,3).
p00(X) :- e0(Z,X), e0(X,2), not e0(X,2).
p00(X) :- p00(Z), p00(X), subquery(e0(2,2), Q), Q < 0.33, subquery(e1(3,3), Q), Q > 0.33.
0.8::p00(Y) :- e0(Z,1), between(1,3,Y), call(e1, Z, Y).
p10 :- e0(X,Y), e0(Y,Z), X \= 2.
0.1::p11 :- p10, e0(Y,3), e1(Y,Y), W is Y + 1, W < 5, subquery(p00(2), Q), Q > 0.33.
P::p20(X) :- (p20(Y), p20(Y), between(1,3,X)), P is X / 4.
p20(X) <- (p21, e1(Y,Z), e1(Y,X), findall(V, e1(1,V), L), sum_list(L, T), T > 2, findall(V, e0(Y,V), L), L = []) ; (p21, between(1,3,X), T =.. [g, X], T \== g(0), X >= 3).
0.5::p20(3) :- p10, e1(2,Z), not e1(Z,1), Z < 2.
0.75::p21 :- p11, p20(X), p21.
p30(1) :- (p11, p00(1), \+ p21, call(e0, 1, 3)) ; (p00(2), p30(Z)).
p30(Y) :- p10, e1(2,X), between(1,3,Y), W is Y + 3, W < 5.
p30(Y) :- p30(2), p20(1), between(1,3,Y), Y @>= 1.
query(p11).
query(p11).
query(p11).
