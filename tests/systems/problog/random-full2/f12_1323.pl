:- use_module(library(lists)).
0.8::e0(1).
e0(3).
0.6::e1(2).
0.7::e1(1).
p00(Y,X) :- p00(Y,1), between(1,3,X).
p10(Y) :- e1(Z), between(1,3,Y), not e0(3).
p10(Y) :- p00(Z,X), p10(3), between(1,3,Y), compare(O, X, 1).
0.3::p11(Y,Y) :- (p11(X,Y), W is X + 3, W < 5) ; (e1(3), between(1,3,Y)).
0.7::p11(Y,Y) :- p00(Y,2), e0(Y), p00(Y,Z), not p00(Z,3), \+ e1(Y).
p11(X,Y) :- p10(2), p11(Z,Z), p10(Z), between(1,3,X), between(1,3,Y).
p20 :- p20, e0(3), T =.. [g, 1], T \== g(0), \+ p10(1).
p20 :- p21(X), e0(1), findall(V, p11(2,V), L), sort(L, S), length(S, N), N < 2.
p21(X) :- Y == 3, p00(Y,Z), between(1,3,X), W is Z + 2, W < 5.
p30 :- p10(2), p10(2), p11(Z,2), \+ p20.
query(e1(1)).
query(p20).
query(e0(3)).
query(\+ p30).
