:- use_module(library(lists)).
e0.
0.9::e1(2,2).
0.2::e2.
0.25::e3(1).
0.5::p00(Y) :- p01, between(1,3,Y), call(e3, Y).
p00(X) :- e0, e2, between(1,3,X).
p01 :- e1(Y,Z), e2, e0, findall(V, e1(Y,V), L), length(L, N), N >= 2, Z =:= 3.
p01 :- e3(1), p01.
p10(3,Y) :- p01, e3(Y), e0, W is Y + 2, W < 5, findall(V, e3(V), L), L = [].
p10(Y,Y) :- (p10(Y,X), p00(X), \+ e0, findall(V, p00(V), L), length(L, N), N >= 2) ; (p00(2), between(1,3,Y), T =.. [g, Y], T \== g(0), T =.. [g, Y], T \== g(0)).
p20 :- p10(Y,Y), p01, Y >= 1, call(e1, Y, 2).
p20 :- p00(Z), compare(O, Z, 2), Z =:= 2.
query(p00(Y)).
query(\+ p20).
