:- use_module(library(lists)).
0.25::e0(1,1).
0.1::e0(2,2); 0.2::e0(3,3).
0.5::e1(3,3).
0.9::e2(1).
p00 :- p01(Z,2), e1(Z,X), X \== 1.
p00 :- e1(Z,Z).
p00 :- p01(X,Z), p01(Y,Z), e2(2), compare(O, X, 1).
0.4::p01(Y,X) :- p00, e1(Z,2), between(1,3,X), between(1,3,Y).
p01(X,X) :- e2(2), between(1,3,X).
p01(Y,2) :- (p00, p00, between(1,3,Y), Y \== 1) ; (e1(Z,3), e1(Z,Z), e2(1), between(1,3,Y), not e0(Z,Y), T =.. [g, Y], T \== g(0)).
P::p10(Y) :- (p00, p10(X), p01(3,X), between(1,3,Y)), P is Y / 4.
p10(Y) <- p00, e1(3,Y), W is Y + 1, W < 5, Y >= 3.
p10(X) :- e1(3,Z), between(1,3,X), X @< 2, findall(V, e1(Z,V), L), sum_list(L, T), T > 2.
p11 :- (e2(3), e1(Y,Y), \+ p01(2,1)) ; (p00, \+ e1(3,2)).
p20(Y) :- p10(1), between(1,3,Y), Y \== Y.
p20(Y) :- e1(3,Y), Y \= 3.
p20(Y) <- e1(X,Y), p10(X), e2(Z).
p30(X) :- (p01(X,Z), p01(Z,Z), p20(X), Z == 2, X @=< f(1)) ; (p30(Y), p00, p20(Y), between(1,3,X)).
query(p30(3)).
query(p20(1)).
query(\+ p30(2)).
