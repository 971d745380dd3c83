:- use_module(library(lists)).
0.3::e0(1,1); 0.3::e0(2,2).
e1(2,1).
0.25::e1(1,1).
e1(2,3).
p00(3) :- p01(Z), p00(Z), e0(X,1), findall(V, e1(3,V), L), sum_list(L, T), T > 2, \+ e0(1,Z).
p00(X) :- (e1(X,Y), p00(3), W is Y + 3, W < 5) ; (p01(Z), between(1,3,X)).
p00(1) :- p01(X), p01(Z), W is Z + 3, W < 5, \+ e0(X,2).
P::p01(X) :- (p00(Y), e1(Y,Y), p01(Y), between(1,3,X), T =.. [g, Y], T \== g(0), findall(V, e1(1,V), L), L = []), P is X / 4.
P::p01(Y) :- ((p01(Z), between(1,3,Y), Z @< a, findall(V, e0(Z,V), L), L \= []) ; (p00(X), p01(X), between(1,3,Y))), P is Y / 4.
0.4::p10(3) :- e0(X,Z), p01(X), Z = 3.
P::p10(X) :- (p00(3), between(1,3,X), T =.. [g, X], T \== g(0)), P is X / 4.
0.4::p20(3,X) :- e0(X,Y), p21(Y), p20(Y,X), compare(O, X, 3), call(e1, Y, X).
p21(3) :- p21(Z), compare(O, Z, 3), \+ e0(Z,Z).
query(e0(3,1)).
query(\+ p21(1)).
evidence(e0(2,3), true).
