:- use_module(library(lists)).
0.8::e0(1).
0.75::e0(2).
0.1::e0(2); 0.1::e0(3); 0.2::e0(1).
0.1::e1(3,3).
0.75::e1(3,1).
0.2::p00(Y,X) :- e0(1), p00(Y,Z), e0(Z), between(1,3,X), not e1(1,Z).
p00(1,1) :- p00(X,2), p00(2,2), T =.. [g, X], T \== g(0), X =\= 2.
p01(2) :- (e0(X), e0(3), findall(V, e1(X,V), L), sum_list(L, T), T > 2, W is X + 1, W < 5) ; (p00(X,Z)).
p01(Y) :- p00(X,Z), e1(2,1), between(1,3,Y), findall(V, e1(X,V), L), sum_list(L, T), T > 2.
p10(Y,X) :- p01(Y), between(1,3,X), call(p00, Y, 1), not e1(2,3).
0.4::p10(Y,X) :- e1(Z,3), p00(Z,Z), between(1,3,X), between(1,3,Y).
P::p10(Y,1) :- (p01(X), p10(Y,1), e1(2,X), W is X + 3, W < 5), P is Y / 4.
0.5::p11(Y) :- p11(1), p01(X), between(1,3,Y), Y @=< 3, T =.. [g, Y], T \== g(0).
p11(X) :- p11(1), p01(Y), between(1,3,X), compare(O, X, 3), Y = X.
0.25::p20(X) <- p00(X,Z), p00(X,Y), p01(Y), \+ e0(Y), W is Z + 3, W < 5.
p20(Y) :- p10(X,3), e1(3,X), p21(Z), between(1,3,Y).
P::p20(Y) :- (Y == 2, p21(3), p20(1), p11(1), between(1,3,Y), \+ p01(2)), P is Y / 4.
p21(2) :- (p21(2), T =.. [g, 3], T \== g(0)) ; (p10(Y,1), p20(Y), \+ p01(Y)).
p21(X) :- p00(Z,2), p01(Z), p11(2), between(1,3,X), findall(V, e0(V), L), L \= [].
p30(X) :- p11(2), p30(Z), between(1,3,X), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2, call(p11, Z).
p31(X,1) :- (p01(X), p01(X), p30(3), findall(V, e1(X,V), L), length(L, N), N >= 1, X = X) ; (e0(Z), p11(Z), between(1,3,X)).
query(e1(Y,Y)).
query(p11(X)).
