:- use_module(library(lists)).
0.9::e0(2,3).
0.3::e0(1,1); 0.3::e0(2,2); 0.3::e0(3,3).
e1(1,1).
0.4::e1(3,2).
0.4::e1(1,2).
e2.
e3(3,3).
P::p00(Y) :- (p01(3,Z), e3(Z,Z), e3(Z,Z), between(1,3,Y)), P is Y / 4.
p00(X) :- e1(2,1), e2, between(1,3,X), not e3(X,X), \+ e1(X,X).
p00(3) :- p00(Z), e1(1,Z), e0(Z,Z).
p01(Y,X) :- e0(X,3), e1(Z,2), p01(1,X), between(1,3,Y), findall(V, e0(X,V), L), L = [].
p01(Y,X) :- e1(Y,Y), p00(Y), e2, between(1,3,X), W is X + 1, W < 5.
0.25::p10(X) <- e1(X,Y), e2.
p10(1) <- p10(3).
p11(X) :- (e1(X,Y), e0(Y,X), e3(Y,X)) ; (e2, e2, e3(1,Y), between(1,3,X), Y =\= 2).
0.25::p11(2) :- e0(1,X).
p20(Y,X) :- p11(X), p00(2), between(1,3,Y), X =\= 2, findall(V, p11(V), L), sum_list(L, T), T > 2.
p20(Y,X) :- e0(Y,2), e2, between(1,3,X), T =.. [g, X], T \== g(0), findall(V, p01(X,V), L), length(L, N), N >= 1.
p20(Y,X) :- (p00(X), between(1,3,Y), call(p10, 1)) ; (e1(3,Z), e3(Z,1), between(1,3,X), between(1,3,Y), T =.. [g, Z], T \== g(0)).
p21(Y) :- X \== 3, e1(2,X), between(1,3,Y), X @>= 2.
p21(X) <- p11(Y), between(1,3,X).
0.5::p21(2) :- e1(X,X), e1(Y,X), p20(Y,Z), Z >= 1.
query(p00(1)).
query(p11(X)) :- between(1,2,X).
