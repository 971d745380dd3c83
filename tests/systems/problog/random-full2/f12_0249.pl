:- use_module(library(lists)).
0.8::e1.
p00(X) :- p00(Y), p00(Y), e0(X,Y).
p00(3) :- e1, e1.
p00(X) :- (e0(2,2), e0(3,Y), e0(Y,Y), between(1,3,X), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2) ; (p00(Y), between(1,3,X)).
0.6::p10 :- e0(X,1).
p10 :- (p00(1), e0(Y,3), e1) ; (p11, p00(X), e1).
p10 :- (e0(Z,Z), p11) ; (e0(Y,X), p11, p11, compare(O, Y, 2), compare(O, X, 2)).
p11 :- p00(1), findall(V, p00(V), L), L = [].
p11 :- e0(X,Z).
p20(X) :- (p20(Y), p20(Y), between(1,3,X)) ; (p00(1), e0(3,2), between(1,3,X), T =.. [g, X], T \== g(0)).
0.4::p20(Y) :- Y == 1, p10, p00(X), p10, between(1,3,Y), \+ e1.
p30 :- p00(2), e1, e0(Z,1), \+ p00(Z), Z = Z.
p30 :- e1.
p30 <- p20(Z), T =.. [g, Z], T \== g(0), Z \== Z.
p31(Y) :- p30, p31(1), between(1,3,Y), Y @=< a, T =.. [g, Y], T \== g(0).
0.7::p31(1) <- p30, p20(1), p31(1).
query(e1).
