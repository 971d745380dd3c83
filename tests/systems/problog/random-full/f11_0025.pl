:- use_module(library(lists)).
e0(3).
0.3::e0(1).
0.2::e0(2).
e1(3).
0.2::e2.
0.5::p00(X,2) :- (e2, between(1,3,X), findall(V, e0(V), L), L = []) ; (e1(X), p00(X,X)).
p00(X,Y) :- e1(X), e1(X), between(1,3,Y), W is Y + 2, W < 5, X @=< 2.
p10(X) :- (e1(1), e1(3), between(1,3,X), X < 2, findall(V, e0(V), L), L \= []) ; (e1(X), e0(X), e2).
p10(X) :- (e2, e0(Y), between(1,3,X)) ; (p10(X), compare(O, X, 1), W is X + 2, W < 5).
P::p10(Y) :- (e1(3), p00(Y,Y), p10(2)), P is Y / 4.
p20(Y,X) :- p10(Y), e1(X), Y @=< 3, \+ e0(3).
p20(Y,3) :- Y == 2, p21(3,1), between(1,3,Y), compare(O, Y, 1).
0.8::p21(3,X) :- e1(2), e0(2), e1(Z), between(1,3,X), findall(V, p10(V), L), L \= [], not e1(X).
p30(Y) :- Y \== 1, e1(Z), between(1,3,Y), not p10(Z).
p30(X) :- (p31(2), between(1,3,X)) ; (p31(Z), p21(Z,1), e1(3), between(1,3,X), compare(O, X, 2)).
p30(Y) <- p00(Y,Y), e1(X), T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0).
p31(1) :- p10(Z), e0(Z), p20(X,X), call(e0, 3), \+ p00(2,Z).
p31(Y) :- e1(2), e2, p30(X), between(1,3,Y), call(p00, Y, 2).
p31(X) :- e2, between(1,3,X).
query(e1(3)).
query(\+ e2).
