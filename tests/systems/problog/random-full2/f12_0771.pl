:- use_module(library(lists)).
0.5::e0(1,1).
0.3::e0(3,3); 0.3::e0(1,1); 0.2::e0(2,2).
e1(3,2).
0.75::e1(2,3).
p00 :- e0(3,1), e0(X,Y), e1(Y,3), \+ e0(2,3).
p00 :- e0(Z,Y), p00, e1(Z,Z), W is Z + 1, W < 5.
p00 :- p00, T =.. [g, 3], T \== g(0).
p10(Y) :- (Y \== 2, p00, p00, between(1,3,Y)) ; (Z == 1, p10(Z), between(1,3,Y)).
p11 :- p10(2), e0(3,Z), p10(Z), Z >= 2, \+ p00.
p11 :- p00, p00, p11.
p11 :- p10(Z), p11, p10(Z), findall(V, e1(Z,V), L), sort(L, S), length(S, N), N < 2, \+ p00.
p20 :- p10(2), e1(Y,Y), call(e0, 2, Y).
p20 :- p00, e1(Z,Z), p00, T =.. [g, Z], T \== g(0).
p21(X) :- (p20, between(1,3,X)) ; (p00, between(1,3,X), T =.. [g, X], T \== g(0), call(p10, X)).
P::p21(Y) :- (e1(Y,Y), p20, p11, W is Y + 3, W < 5), P is Y / 4.
p30 :- (e1(3,X), p21(1), X = X, findall(V, p10(V), L), L = []) ; (p11, e1(Z,Y)).
p31(X,Y) <- p21(2), e1(Z,Z), between(1,3,X), between(1,3,Y), \+ p11.
p31(X,Y) :- p21(Y), p21(X), Y >= 1.
P::p31(Y,3) :- (e0(Y,X), p21(X), e0(Y,X), \+ p11, \+ p20), P is Y / 4.
query(p30).
query(p31(2,X)).
query(p31(X,X)) :- between(1,2,X).
query(\+ e1(3,2)).
